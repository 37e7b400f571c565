import type { FastifyInstance } from "fastify";

/** Comment threads. */
export async function commentRoutes(_app: FastifyInstance) {}
