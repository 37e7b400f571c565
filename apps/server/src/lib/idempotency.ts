import { createHash } from "node:crypto";
import { Headers, HttpStatus } from "@portal/contract/common/http";
import { IdempotencyLimits, IdempotencyMessages } from "@portal/contract/common/idempotency";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../app-deps";
import { sessionOf } from "../plugins/authenticate";
import { AppError } from "./app-error";
import * as keys from "./idempotency.repository";

declare module "fastify" {
  interface FastifyRequest {
    /** The idempotency row this request claimed; its answer is recorded when it is sent. */
    idempotencyClaim?: number;
  }
}

const keyPattern = new RegExp(
  `^[\\x21-\\x7e]{${IdempotencyLimits.keyMinLength},${IdempotencyLimits.keyMaxLength}}$`,
);
/** How often a repeat looks whether the first call has answered, and how long it waits. */
const pollMs = 50;
const waitMs = 15_000;
/** A claim without an answer this old belongs to a call that died: a repeat may run. */
const abandonedAfterMs = 2 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The body as validated (defaults applied): the same request always hashes the same. */
const hashOf = (body: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");

function replay(reply: FastifyReply, answer: keys.IdempotencyAnswer): FastifyReply {
  if (answer.contentType) reply.header("content-type", answer.contentType);
  return reply
    .code(answer.statusCode)
    .header(Headers.idempotencyReplayed, "true")
    .send(answer.responseBody ?? "");
}

/**
 * Route hooks that make a write safe to repeat (decision 031): spread into a route's options.
 * A call carrying an `Idempotency-Key` claims (caller, method and path, key) before its handler
 * runs; a successful answer is kept for a day and given again to a repeat with the same key and
 * body, marked `Idempotency-Replayed: true`. A repeat arriving while the first still runs waits
 * for its answer, so the handler never runs twice. A failed answer is not kept: the claim is
 * released and a repeat runs anew (nothing of the failed call was written). The same key with
 * another body is a 409. Calls without the header are untouched.
 */
export function idempotent(deps: AppDeps) {
  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[Headers.idempotencyKey];
    if (key === undefined) return;
    if (typeof key !== "string" || !keyPattern.test(key)) {
      throw AppError.field(Headers.idempotencyKey, IdempotencyMessages.keyInvalid, {
        min: IdempotencyLimits.keyMinLength,
        max: IdempotencyLimits.keyMaxLength,
      });
    }
    const scope = {
      employeeId: sessionOf(request).employeeId,
      route: `${request.method} ${request.url.split("?")[0]}`,
      idempotencyKey: key,
    };
    const requestHash = hashOf(request.body);
    await keys.deleteExpired(deps.db, deps.clock.now().toISOString());
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + IdempotencyLimits.keepHours * 3_600_000);
      const claimed = await keys.claim(deps.db, {
        ...scope,
        requestHash,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      if (claimed !== undefined) {
        request.idempotencyClaim = claimed;
        return;
      }
      const held = await keys.find(deps.db, scope);
      if (!held) continue;
      if (held.requestHash !== requestHash) {
        throw new AppError(HttpStatus.conflict, IdempotencyMessages.keyReused);
      }
      if (held.statusCode !== null) return replay(reply, { ...held, statusCode: held.statusCode });
      if (now.getTime() - Date.parse(held.createdAt) > abandonedAfterMs) {
        await keys.releaseUnanswered(deps.db, held.id);
        continue;
      }
      await sleep(pollMs);
    }
    throw new AppError(HttpStatus.conflict, IdempotencyMessages.inProgress);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (claim === undefined) return payload;
    request.idempotencyClaim = undefined;
    const isSuccess = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (isSuccess && body !== null) {
      const contentType = reply.getHeader("content-type");
      await keys.answer(deps.db, claim, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === "string" ? contentType : null,
        responseBody: body,
      });
    } else {
      await keys.releaseUnanswered(deps.db, claim);
    }
    return payload;
  }

  return { preHandler, onSend };
}
