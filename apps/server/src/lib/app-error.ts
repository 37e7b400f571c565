import { HttpStatus } from "@portal/contract/common/http";

export interface AppErrorField {
  field: string;
  /** A message key of the server's catalogue. */
  messageKey: string;
  params?: Record<string, unknown>;
}

/**
 * A failure the client should see: status, a message key translated into the user's language,
 * optional field problems and extra body fields (e.g. the login failure fields).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly options: {
      params?: Record<string, unknown>;
      fields?: AppErrorField[];
      extra?: Record<string, unknown>;
      /** Body fields that repeat the translated message (the login failure's `error`). */
      messageFields?: string[];
      cause?: unknown;
    } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = "AppError";
  }

  static sessionExpired(): AppError {
    return new AppError(HttpStatus.sessionExpired, "auth.sessionExpired");
  }

  static permissionDenied(): AppError {
    return new AppError(HttpStatus.permissionDenied, "auth.permissionDenied");
  }

  /** A problem with one field: the message and that field's error, in the user's language. */
  static field(
    field: string,
    messageKey: string,
    params?: Record<string, unknown>,
    status: number = HttpStatus.badRequest,
  ): AppError {
    return new AppError(status, messageKey, { params, fields: [{ field, messageKey, params }] });
  }

  static notFound(): AppError {
    return new AppError(HttpStatus.notFound, "common.notFound");
  }
}

/** Throws one 400 naming every field's problem, or does nothing when there is none. */
export function throwFieldErrors(errors: AppErrorField[]): void {
  if (errors.length === 0) return;
  const [first] = errors;
  const messageKey = errors.length === 1 && first ? first.messageKey : "common.invalidRequest";
  throw new AppError(HttpStatus.badRequest, messageKey, { fields: errors, params: first?.params });
}
