import type { ErrorBody } from "@portal/contract/common/errors";
import { HttpStatus } from "@portal/contract/common/http";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { translate } from "../lib/i18n";
import { RequestValidationError, toFieldErrors } from "./validation";

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
      const errors = fields.map((f) => ({
        field: f.field,
        errorMessage: translate(language, f.messageKey, f.params),
      }));
      return reply.status(error.statusCode).send({ ...extra, ...echoed, message, errors });
    }
    const status = error.statusCode ?? HttpStatus.serverError;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(HttpStatus.serverError)
        .send({ message: translate(language, "common.serverError"), errors: [] });
    }
    const key = status === HttpStatus.tooManyRequests ? "common.tooManyRequests" : "common.requestError";
    return reply.status(status).send({ message: translate(language, key), errors: [] });
  });
});
