import type { Kysely } from "kysely";

// Frozen once landed: employees' working addresses and their history.

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
