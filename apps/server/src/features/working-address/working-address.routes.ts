import type { FastifyInstance } from "fastify";

/** The working address calls. */
export async function workingAddressRoutes(_app: FastifyInstance) {}
