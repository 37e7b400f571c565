import { type ErrorBody, ErrorBodyLimits } from "@portal/contract/common/errors";
import { HttpStatus } from "@portal/contract/common/http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { translate } from "../lib/i18n";
import { readLanguage } from "./request-language";
import { boundedFieldErrors, RequestValidationError, toFieldErrors } from "./validation";

/** What the framework's own refusals of a body mean to the user (its texts are never sent). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "common.bodyTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "common.unsupportedMediaType",
  FST_ERR_CTP_INVALID_JSON_BODY: "common.invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "common.invalidJson",
};

/** Every failure leaves as { message, errors: [{ field, errorMessage }] } in the user's language. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language;
    if (error instanceof RequestValidationError) {
      const part = (error as FastifyError).validationContext ?? "body";
      const errors = toFieldErrors(error.zodError, language, part);
      const messages = new Set(errors.map((e) => e.errorMessage));
      // When every problem says the same thing (the login form's one message), say it once on top.
      const [only] = messages;
      const message = messages.size === 1 && only ? only : translate(language, "common.invalidRequest");
      const body: ErrorBody = { message, errors };
      return reply.status(HttpStatus.badRequest).send(body);
    }
    if (error instanceof AppError) {
      const { params, fields = [], extra = {}, messageFields = [] } = error.options;
      const message = translate(language, error.messageKey, params);
      const echoed = Object.fromEntries(messageFields.map((name) => [name, message]));
      const errors = boundedFieldErrors(
        fields.slice(0, ErrorBodyLimits.maxErrors).map((f) => ({
          field: f.field,
          errorMessage: translate(language, f.messageKey, f.params),
        })),
      );
      return reply.status(error.statusCode).send({ ...extra, ...echoed, message, errors });
    }
    const status = error.statusCode ?? HttpStatus.serverError;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(HttpStatus.serverError)
        .send({ message: translate(language, "common.serverError"), errors: [] });
    }
    const key =
      frameworkMessages[error.code] ??
      (status === HttpStatus.tooManyRequests ? "common.tooManyRequests" : "common.requestError");
    return reply.status(status).send({ message: translate(language, key), errors: [] });
  });
});

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any hook or handler runs (a broken
 * percent-escape: 400; a path parameter over the router's length limit: 414) gets the same error
 * body as every other failure, in the user's language, instead of Fastify's own
 * { error, code, message, statusCode }.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { message: translate(readLanguage(request), "common.requestError"), errors: [] };
  return reply.status(error.statusCode ?? HttpStatus.badRequest).send(body);
}
