import { type AppLanguage, languageFromHeader } from "@portal/contract/common/culture";
import { Headers } from "@portal/contract/common/http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { runForReader } from "../lib/reading-language";

declare module "fastify" {
  interface FastifyRequest {
    /** The user's language: Content-Language, then the culture header, then Accept-Language. */
    language: AppLanguage;
  }
}

/** The request's language from its headers (the hook below sets it on every routed request). */
export function readLanguage(request: FastifyRequest): AppLanguage {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return languageFromHeader(
    header(Headers.contentLanguage) ?? header(Headers.culture) ?? header("accept-language"),
  );
}

export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en");
  // A callback hook, so that everything after it (hooks, handler, serialisation) knows its reader.
  app.addHook("onRequest", (request, _reply, done) => {
    request.language = readLanguage(request);
    runForReader(request.language, done);
  });
});
