import type { FastifyInstance } from "fastify";

/** Change requests and their history. */
export async function employeeChangeRoutes(_app: FastifyInstance) {}
