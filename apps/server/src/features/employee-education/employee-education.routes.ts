import type { FastifyInstance } from "fastify";

/** Education records and their requests. */
export async function employeeEducationRoutes(_app: FastifyInstance) {}
