import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { requestMeta } from "../../lib/request-meta";
import { sessionOf } from "../../plugins/authenticate";
import { login, loginApp, logout } from "./auth.service";
import { createCaptchaChallenge } from "./captcha.service";

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per client address, beside the per-account rules of the password guard.
  const rateLimit = { max: app.deps.config.login.ratePerMinute, timeWindow: "1 minute" };
  const limited = <R extends Parameters<typeof fromContract>[0]>(route: R) => {
    const options = fromContract(route);
    return { ...options, config: { ...options.config, rateLimit } };
  };

  api.route({
    ...limited(routes.auth.login),
    handler: (request) => login(app.deps, request.body, requestMeta(request)),
  });
  api.route({
    ...limited(routes.auth.loginApp),
    handler: (request) => loginApp(app.deps, request.body, requestMeta(request)),
  });
  api.route({
    ...limited(routes.auth.captchaChallenge),
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
