import { InvocationErrors } from "@portal/contract/realtime/realtime.constants";
import type { FastifyBaseLogger } from "fastify";
import type { Socket } from "socket.io";

/** A refused invocation; its code goes back in the acknowledgement. */
export class InvocationError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "InvocationError";
  }
}

export const permissionDenied = () => new InvocationError(InvocationErrors.permissionDenied);
export const badRequest = () => new InvocationError(InvocationErrors.badRequest);
export const notFound = () => new InvocationError(InvocationErrors.notFound);

type Reply = Record<string, unknown>;

/**
 * Registers a client invocation. The acknowledgement, when the client passed one, is the last
 * argument: `{ ok: true, ...reply }` or `{ ok: false, error }`. A handler that throws never takes
 * the connection down; unexpected errors are logged and answered with SERVER_ERROR.
 */
export function onInvocation(
  socket: Socket,
  event: string,
  log: FastifyBaseLogger,
  handler: (args: unknown[]) => Promise<Reply> | Reply,
): void {
  socket.on(event, async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === "function" ? (last as (reply: unknown) => void) : undefined;
    if (ack) args.pop();
    try {
      const reply = await handler(args);
      ack?.({ ok: true, ...reply });
    } catch (error) {
      if (error instanceof InvocationError) {
        ack?.({ ok: false, error: error.code });
        return;
      }
      log.error({ err: error, event, hub: socket.nsp.name }, "realtime invocation failed");
      ack?.({ ok: false, error: "SERVER_ERROR" });
    }
  });
}
