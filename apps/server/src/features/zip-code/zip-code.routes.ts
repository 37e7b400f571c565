import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { lookUpZipCode } from "../../lib/postal-codes";

/** The postal-code lookup of the address forms (any signed-in user). */
export async function zipCodeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const route of [routes.zipCode.lookup, routes.zipCode.search]) {
    api.route({ ...fromContract(route), handler: async (req) => lookUpZipCode(req.query.zipCode) });
  }
}
