import type { FastifyInstance } from "fastify";

/** The working history calls. */
export async function workingHistoryRoutes(_app: FastifyInstance) {}
