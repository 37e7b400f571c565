import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract, fromContractRateLimited } from "../../lib/contract-route";
import { requestMeta } from "../../lib/request-meta";
import { sessionOf } from "../../plugins/authenticate";
import { login, loginApp, logout } from "./auth.service";
import { createCaptchaChallenge } from "./captcha.service";

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per client address, beside the per-account rules of the password guard.
  const perMinute = app.deps.config.login.ratePerMinute;

  api.route({
    ...fromContractRateLimited(routes.auth.login, perMinute),
    handler: (request) => login(app.deps, request.body, requestMeta(request)),
  });
  api.route({
    ...fromContractRateLimited(routes.auth.loginApp, perMinute),
    handler: (request) => loginApp(app.deps, request.body, requestMeta(request)),
  });
  api.route({
    ...fromContractRateLimited(routes.auth.captchaChallenge, perMinute),
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return createCaptchaChallenge(app.deps);
    },
  });
  api.route({
    ...fromContract(routes.auth.logout),
    handler: async (request, reply) => {
      await logout(app.deps, sessionOf(request), requestMeta(request));
      return reply.status(204).send();
    },
  });
}
