import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import {
  canShowNavi,
  createMenuItem,
  deleteMenuItem,
  getMenuNumbers,
  getUserMenu,
  listMenuItems,
  reorderMenu,
  updateMenuItem,
} from "./menu.service";

export async function menuRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.route({
    ...fromContract(routes.menu.userMenu),
    handler: (request) => getUserMenu(deps, sessionOf(request), request.params.id, request.language),
  });
  api.route({
    ...fromContract(routes.menu.numbers),
    handler: (request) => getMenuNumbers(deps, sessionOf(request)),
  });
  api.route({ ...fromContract(routes.menu.showNavi), handler: async () => canShowNavi(deps) });
  api.route({
    ...fromContract(routes.menu.listItems),
    handler: (request) => listMenuItems(deps, sessionOf(request)),
  });
  api.route({
    ...fromContract(routes.menu.createItem),
    handler: (request) => createMenuItem(deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(routes.menu.updateItem),
    handler: (request) => updateMenuItem(deps, sessionOf(request), request.params.id, request.body),
  });
  api.route({
    ...fromContract(routes.menu.deleteItem),
    handler: async (request, reply) => {
      await deleteMenuItem(deps, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(routes.menu.reorder),
    handler: async (request, reply) => {
      await reorderMenu(deps, sessionOf(request), request.body);
      return reply.status(204).send();
    },
  });
}
