import { type CreateTableBuilder, type Kysely, SqliteAdapter } from "kysely";

/**
 * Adds an integer surrogate key that the database fills: INTEGER PRIMARY KEY AUTOINCREMENT on
 * SQLite, an identity column on PostgreSQL. Frozen: migrations that landed depend on it.
 */
export function withIdColumn<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, "id"> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return table.addColumn("id", "integer", (col) =>
    isSqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
  );
}
