import type { FastifyInstance } from "fastify";

/** The employee master and lookup calls. */
export async function employeeMasterRoutes(_app: FastifyInstance) {}
