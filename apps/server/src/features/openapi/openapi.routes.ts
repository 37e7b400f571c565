import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { getOpenApiDocument } from "./openapi.service";

export async function openApiRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(routes.openApi.document),
    handler: (request) => getOpenApiDocument(app.deps, sessionOf(request)),
  });
}
