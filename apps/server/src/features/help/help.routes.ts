import type { FastifyInstance } from "fastify";

/** The help centre. */
export async function helpRoutes(_app: FastifyInstance) {}
