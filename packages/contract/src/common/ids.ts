import { z } from "zod";

/**
 * The largest row id: ids are `integer` columns (PostgreSQL's is 32-bit). A larger number names no
 * row, and PostgreSQL refuses to even compare it with an integer column, so the contract refuses it.
 */
export const maxId = 2_147_483_647;

/** A row id in a JSON body. */
export const idSchema = z.number().int().positive().max(maxId);

/** A row id in a path or query parameter, where it travels as text. */
export const idParamSchema = z.coerce.number().int().positive().max(maxId);
