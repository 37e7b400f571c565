import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { requestMeta } from "../../lib/request-meta";
import { issueNonce, loginSso } from "./sso.service";

export async function ssoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per client address, as the password sign-in: both calls are public and write to the database.
  const rateLimit = { max: app.deps.config.login.ratePerMinute, timeWindow: "1 minute" };
  const limited = <R extends Parameters<typeof fromContract>[0]>(route: R) => {
    const options = fromContract(route);
    return { ...options, config: { ...options.config, rateLimit } };
  };

  api.route({
    ...limited(routes.auth.ssoNonce),
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return issueNonce(app.deps);
    },
  });
  api.route({
    ...limited(routes.auth.loginSso),
    handler: (request) => loginSso(app.deps, request.body, requestMeta(request), request.log),
  });
}
