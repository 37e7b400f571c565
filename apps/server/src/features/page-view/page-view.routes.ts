import { HttpStatus } from "@portal/contract/common/http";
import { pageViewLimits } from "@portal/contract/page-view/page-view.constants";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { dailyPageViews, recordPageView } from "./page-view.service";

/**
 * Page views are counted per session, not per address: a whole office behind one proxy shares
 * an address. The session hook runs before this route-level one, so the session is known here.
 */
const perSession = {
  max: pageViewLimits.recordsPerMinute,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    request.session ? `session:${request.session.jti}` : `address:${request.ip}`,
};

export async function pageViewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const record = fromContract(routes.pageView.record);
  api.route({
    ...record,
    config: { ...record.config, rateLimit: perSession },
    handler: async (request, reply) => {
      await recordPageView(app.deps, sessionOf(request), request.body);
      return reply.status(HttpStatus.noContent).send();
    },
  });
  api.route({
    ...fromContract(routes.pageView.daily),
    handler: async (request) => dailyPageViews(app.deps, sessionOf(request), request.query),
  });
}
