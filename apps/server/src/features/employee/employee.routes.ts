import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { getOwnProfile } from "./employee.service";

export async function employeeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(routes.employee.profile),
    handler: (request) => getOwnProfile(app.deps, sessionOf(request), request.language),
  });
}
