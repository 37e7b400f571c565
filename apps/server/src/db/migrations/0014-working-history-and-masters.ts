import type { Kysely } from "kysely";

// Frozen once landed: working history and the employee master lists.

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
