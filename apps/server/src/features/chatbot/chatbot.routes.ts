import multipart from "@fastify/multipart";
import { ChatHeaders, chatModule } from "@portal/contract/chatbot/chatbot.constants";
import { defaultChatbotBasePath } from "@portal/contract/chatbot/chatbot.routes";
import { HttpStatus } from "@portal/contract/common/http";
import type { RouteDefinition } from "@portal/contract/common/route";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { fromContract } from "../../lib/contract-route";
import { withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import { checkAuthKey, issueAuthKey } from "./chat-auth-key";
import { ChatbotMessages, chatMultipartLimits, readChatMessage } from "./chat-upload";
import { getGreeting, getHistory, newConversation, sendMessage } from "./chatbot.service";

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * The chat service's calls (decision 025), under the configured base path. Every call honours the
 * spec's headers: Module (FES, or none) and X-Auth-Key, a key bound to the user. A key that is not
 * the caller's, or older than the grace period, is refused (401); a call without one, or with one
 * of the previous period, gets the current key in the X-Auth-Key response header, and so do the
 * greeting and a new conversation always.
 */
export async function chatbotRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: chatMultipartLimits });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const calls = routes.chatbot;
  const basePath = deps.config.chatbot.basePath;
  const at = <const R extends RouteDefinition>(route: R) => ({
    ...fromContract(route),
    url: basePath + route.path.slice(defaultChatbotBasePath.length),
  });
  const issuing = new Set([at(calls.greeting).url, at(calls.newConversation).url]);

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    const module = headerOf(request, ChatHeaders.module);
    if (module && module.toUpperCase() !== chatModule) {
      throw new AppError(HttpStatus.badRequest, ChatbotMessages.moduleInvalid);
    }
    const { employeeId } = sessionOf(request);
    const now = deps.clock.now();
    const key = headerOf(request, ChatHeaders.authKey);
    const check = key ? checkAuthKey(deps.config.tokenSecret, employeeId, key, now) : undefined;
    if (check === "invalid") throw new AppError(HttpStatus.permissionDenied, ChatbotMessages.authKeyInvalid);
    if (check !== "current" || issuing.has(request.routeOptions.url ?? "")) {
      reply.header(ChatHeaders.authKey, issueAuthKey(deps.config.tokenSecret, employeeId, now));
    }
  });

  api.route({
    ...at(calls.sendMessage),
    handler: (request) =>
      withUpload(request, sessionOf(request).employeeId, async (read) =>
        sendMessage(deps, sessionOf(request), await readChatMessage(request, read), request.log),
      ),
  });
  api.route({
    ...at(calls.greeting),
    handler: (request) => getGreeting(deps, sessionOf(request), request.params.id, request.query.language),
  });
  api.route({
    ...at(calls.newConversation),
    handler: (request) => newConversation(deps, sessionOf(request)),
  });
  api.route({
    ...at(calls.history),
    handler: (request) => getHistory(deps, sessionOf(request), request.params.sessionId),
  });
}
