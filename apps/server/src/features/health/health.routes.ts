import type { HealthResponse } from "@portal/contract/health/health.schema";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import pkg from "../../../package.json" with { type: "json" };
import { fromContract } from "../../lib/contract-route";

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(routes.health.health),
    handler: async (): Promise<HealthResponse> => ({
      status: "ok",
      database: app.deps.databaseKind,
      version: pkg.version,
    }),
  });
}
