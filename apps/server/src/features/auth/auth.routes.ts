import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { fromContract, fromContractRateLimited } from "../../lib/contract-route";
import { requestMeta } from "../../lib/request-meta";
import { sessionOf } from "../../plugins/authenticate";
import { login, loginApp, logout } from "./auth.service";
import { createCaptchaChallenge } from "./captcha.service";
import { deviceCookie, readDeviceCookie } from "./known-device";

/** A wait answer (429) also says when to come back in the standard header. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const seconds = error instanceof AppError ? error.options.extra?.retryAfterSeconds : undefined;
    if (typeof seconds === "number") reply.header("retry-after", String(seconds));
    throw error;
  }
}

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Per client address, beside the per-account rules of the password guard.
  const perMinute = app.deps.config.login.ratePerMinute;

  api.route({
    ...fromContractRateLimited(routes.auth.login, perMinute),
    handler: (request, reply) =>
      withRetryAfter(reply, async () => {
        const deviceToken = readDeviceCookie(request.headers.cookie);
        const signedIn = await login(app.deps, request.body, requestMeta(request), deviceToken);
        reply.header("set-cookie", deviceCookie(app.deps, signedIn.deviceToken));
        return signedIn.response;
      }),
  });
  api.route({
    ...fromContractRateLimited(routes.auth.loginApp, perMinute),
    handler: (request, reply) =>
      withRetryAfter(reply, () => loginApp(app.deps, request.body, requestMeta(request))),
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
