import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import {
  getAudienceOptions,
  getBell,
  getSummary,
  listAll,
  markAllAsRead,
  markAsRead,
  markManyAsRead,
  openNotification,
  searchRecipients,
  sendNotification,
  syncNotifications,
} from "./notification.service";

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.notification;
  api.route({
    ...fromContract(r.bell),
    handler: (request) => getBell(deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(r.all),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listAll(deps, sessionOf(request), page, request.language);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({ ...fromContract(r.summary), handler: (request) => getSummary(deps, sessionOf(request)) });
  api.route({
    ...fromContract(r.detail),
    handler: (request) => openNotification(deps, sessionOf(request), request.params.id, request.language),
  });
  api.route({
    ...fromContract(r.send),
    handler: (request) => sendNotification(deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(r.sync),
    handler: (request) => syncNotifications(deps, sessionOf(request), request.body.afterId, request.language),
  });
  api.route({
    ...fromContract(r.markAllAsRead),
    handler: async (request, reply) => {
      await markAllAsRead(deps, sessionOf(request));
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(r.markAsRead),
    handler: async (request, reply) => {
      await markAsRead(deps, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(r.markManyAsRead),
    handler: async (request, reply) => {
      await markManyAsRead(deps, sessionOf(request), request.body.ids);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(r.audienceOptions),
    handler: (request) => getAudienceOptions(deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(r.recipients),
    handler: (request) => searchRecipients(deps, sessionOf(request), request.query.search, request.language),
  });
}
