import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import {
  chatHistoryItemSchema,
  chatResponseItemSchema,
  greetingParamsSchema,
  greetingQuerySchema,
  greetingSchema,
  historyParamsSchema,
  newConversationSchema,
} from "./chatbot.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** The chat service's default base path (configurable on the server; the web reads it from config). */
export const defaultChatbotBasePath = "/api/chatbot";

/**
 * The chat service (Navi), under its base path: the default here; a server configured with another
 * base path serves the same calls there and tells the web in its client config. Every call carries the
 * bearer token and X-Auth-Key (none on the first call); a response may carry a newer X-Auth-Key,
 * which the client keeps (spec: chat service).
 */
export const chatbotRoutes = {
  /** Multipart: sendMessageFieldsSchema's parts and `files`. Answers a list of reply items. */
  sendMessage: defineRoute({
    method: "POST",
    path: `${defaultChatbotBasePath}/send-message`,
    access: "session",
    response: {
      200: z.array(chatResponseItemSchema),
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  greeting: defineRoute({
    method: "GET",
    path: `${defaultChatbotBasePath}/greeting/:id`,
    access: "session",
    params: greetingParamsSchema,
    querystring: greetingQuerySchema,
    response: { 200: greetingSchema, 400: errorBodySchema, ...denied },
  }),
  /** Starts a new conversation: a fresh session id (other sessions of the user are left as they are). */
  newConversation: defineRoute({
    method: "POST",
    path: `${defaultChatbotBasePath}/new-conversation`,
    access: "session",
    response: { 200: newConversationSchema, ...denied },
  }),
  /** The messages of one of the caller's sessions, oldest first (a reload resumes from them). */
  history: defineRoute({
    method: "GET",
    path: `${defaultChatbotBasePath}/history/:sessionId`,
    access: "session",
    params: historyParamsSchema,
    response: { 200: z.array(chatHistoryItemSchema), 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
