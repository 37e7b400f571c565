import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContractRateLimited } from "../../lib/contract-route";
import { requestMeta } from "../../lib/request-meta";
import { issueNonce, loginSso } from "./sso.service";

export async function ssoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per client address, as the password sign-in: both calls are public and write to the database.
  const perMinute = app.deps.config.login.ratePerMinute;

  api.route({
    ...fromContractRateLimited(routes.auth.ssoNonce, perMinute),
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return issueNonce(app.deps);
    },
  });
  api.route({
    ...fromContractRateLimited(routes.auth.loginSso, perMinute),
    handler: (request) => loginSso(app.deps, request.body, requestMeta(request), request.log),
  });
}
