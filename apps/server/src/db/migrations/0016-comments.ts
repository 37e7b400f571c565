import type { Kysely } from "kysely";

// Frozen once landed: comment threads.

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
