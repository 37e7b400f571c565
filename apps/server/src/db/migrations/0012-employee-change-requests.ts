import type { Kysely } from "kysely";

// Frozen once landed: employee change requests, their evidence and comments, field history, addresses, bank accounts and education.

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
