import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { createComment, deleteComment, editComment, listThread } from "./comment.service";

/** Comment threads on tickets and change requests. */
export async function commentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.comment;

  api.route({
    ...fromContract(r.list),
    handler: (req) => listThread(deps, sessionOf(req), req.params.objectType, req.params.objectId),
  });
  api.route({
    ...fromContract(r.create),
    handler: (req) =>
      createComment(deps, sessionOf(req), req.params.objectType, req.params.objectId, req.body),
  });
  api.route({
    ...fromContract(r.update),
    handler: (req) => editComment(deps, sessionOf(req), req.params.id, req.body),
  });
  api.route({
    ...fromContract(r.remove),
    handler: async (req, reply) => {
      await deleteComment(deps, sessionOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
}
