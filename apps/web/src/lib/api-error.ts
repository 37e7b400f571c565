import { type ErrorBody, errorBodySchema } from "@portal/contract/common/errors";

/** The server answered with a status other than 2xx. */
export class ApiError extends Error {
  readonly status: number;
  /** The common error body; empty when the server sent something else. */
  readonly body: ErrorBody;
  /** The body as received, for calls whose failure carries more fields (login). */
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    const parsed = errorBodySchema.safeParse(data);
    const body = parsed.success ? parsed.data : { message: "", errors: [] };
    super(body.message || `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.data = data;
  }
}

/** The request never reached the server (offline, refused, proxy down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("Network request failed", { cause });
    this.name = "NetworkError";
  }
}
