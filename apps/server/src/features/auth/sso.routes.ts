import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContractRateLimited } from "../../lib/contract-route";
import { requestMeta } from "../../lib/request-meta";
import { deviceCookie, keepDevice, readDeviceCookie } from "./known-device";
import { normalizeUserId } from "./password-guard";
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
    handler: async (request, reply) => {
      const response = await loginSso(app.deps, request.body, requestMeta(request), request.log);
      // The corporate account proved the owner: this browser is one of their known devices.
      const userKey = normalizeUserId(response.username);
      const token = await keepDevice(app.deps, userKey, readDeviceCookie(request.headers.cookie));
      reply.header("set-cookie", deviceCookie(app.deps, token));
      return response;
    },
  });
}
