import { errorBodySchema } from "@portal/contract/common/errors";
import { HttpStatus } from "@portal/contract/common/http";
import type { RouteDefinition } from "@portal/contract/common/route";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { TestApp } from "../build-test-app";
import { storedFileNames, type WriteJournal } from "./write-journal";

export interface CallCheckerOptions {
  t: TestApp;
  journal: WriteJournal;
  /** The app's error-level log lines, as they are written. */
  logged: string[];
  headers: Record<string, string>;
  /** A fresh session, for a call refused by a per-session rate limit. */
  signInAgain: () => Promise<Record<string, string>>;
  /** Tables a route writes on a 400 by design (route key → table names). */
  writesOn400: Record<string, readonly string[]>;
}

/** One call of a route: how to build it with the caller's headers, and its input for reports. */
export interface Call {
  key: string;
  route: RouteDefinition;
  build: (headers: Record<string, string>) => InjectOptions;
  input: unknown;
  isUpload?: boolean;
}

/** What one call answered, and what was wrong with it. */
export interface CheckedCall {
  status: number;
  body: string;
  problems: string[];
}

const show = (input: unknown) => {
  const text = JSON.stringify(input) ?? String(input);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
};
const labelOf = (call: Call, status: number) =>
  `${call.route.method} ${call.key} ${show(call.input)} → ${status}`;

/**
 * Makes calls and checks every answer: no 5xx; a 4xx body that is the contract's error body (and
 * the route's own schema of that status); on a 400, no table and no stored file written; nothing
 * logged at error level. Calls alternate English and Japanese, so both translations of the errors
 * are built.
 */
export function createCallChecker(options: CallCheckerOptions) {
  const { t, journal, logged } = options;
  let headers = options.headers;
  const statuses = new Map<number, number>();
  let count = 0;
  /** The stored files after the last upload call (files are only written by uploads). */
  let knownFiles: Set<string> | undefined;

  async function send(call: Call): Promise<LightMyRequestResponse> {
    const language = count % 2 === 0 ? "en" : "ja";
    count += 1;
    const response = await t.app.inject(call.build({ ...headers, "accept-language": language }));
    // What a call started in the background (a job run now) is its own doing: wait for it.
    await t.app.deps.jobs.idle();
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    return response;
  }

  /** The tables written since the journal was cleared: all of them, and those not allowed on a 400. */
  async function writesOn400(call: Call): Promise<{ written: string[]; any: boolean }> {
    const tables = await journal.writtenTables();
    const allowed = options.writesOn400[call.key] ?? [];
    return { written: tables.filter((table) => !allowed.includes(table)), any: tables.length > 0 };
  }

  /** One call, checked on its own: the exact check. */
  async function check(call: Call): Promise<CheckedCall> {
    // Other calls may remove files (a deleted campaign takes its image): list afresh after them.
    if (!call.isUpload) knownFiles = undefined;
    knownFiles ??= call.isUpload ? await storedFileNames(t.config.dataDir) : undefined;
    const logMark = logged.length;
    let response = await send(call);
    if (response.statusCode === HttpStatus.tooManyRequests && call.route.access === "session") {
      headers = await options.signInAgain();
      await journal.clear();
      response = await send(call);
    }
    const status = response.statusCode;
    const label = labelOf(call, status);
    const problems = answerProblems(call.route, response).map((problem) => `${label}: ${problem}`);
    let mayHaveWritten = status !== HttpStatus.badRequest;
    if (status === HttpStatus.badRequest) {
      const { written, any } = await writesOn400(call);
      mayHaveWritten = any;
      if (written.length > 0) problems.push(`${label}: wrote to ${written.join(", ")} on a 400`);
    }
    if (mayHaveWritten) await journal.clear();
    if (call.isUpload) {
      const files = await storedFileNames(t.config.dataDir);
      const changed = filesChanged(knownFiles, files);
      if (status === HttpStatus.badRequest && changed.length > 0) {
        problems.push(`${label}: stored files changed on a 400: ${changed.join(", ")}`);
      }
      knownFiles = files;
    }
    if (logged.length > logMark) {
      problems.push(`${label}: logged ${logged.slice(logMark).join(" | ").slice(0, 600)}`);
    }
    return { status, body: response.body, problems };
  }

  /**
   * Calls of one route made at once (each still checked for its status and body), for calls that
   * cannot disturb each other: they wait on the database side by side. The journal (and the stored
   * files) are read once for the lot; when they show a write and a 400 may have made it, the 400s
   * are made again one at a time, each with the exact check. So are calls that hit a rate limit.
   */
  async function checkTogether(calls: Call[]): Promise<string[]> {
    const [first] = calls;
    if (!first) return [];
    const isUpload = calls.some((call) => call.isUpload);
    if (!isUpload) knownFiles = undefined;
    knownFiles ??= isUpload ? await storedFileNames(t.config.dataDir) : undefined;
    const logMark = logged.length;
    const responses = await Promise.all(calls.map(send));
    const problems = calls.flatMap((call, index) => {
      const response = responses[index] as LightMyRequestResponse;
      const label = labelOf(call, response.statusCode);
      return answerProblems(call.route, response).map((problem) => `${label}: ${problem}`);
    });
    const status = (index: number) => responses[index]?.statusCode;
    const again = new Set(calls.filter((_, index) => status(index) === HttpStatus.tooManyRequests));
    const refused = calls.filter((_, index) => status(index) === HttpStatus.badRequest);
    const onlyRefused = refused.length === calls.length;
    const suspect = (what: string) => {
      if (onlyRefused) {
        problems.push(`${first.key}: ${what} while answering only 400s to:`);
        problems.push(...refused.map((call) => `  ${show(call.input)}`));
      }
      for (const call of refused) again.add(call);
    };
    if (refused.length > 0) {
      const { written, any } = await writesOn400(first);
      if (written.length > 0) suspect(`wrote to ${written.join(", ")}`);
      if (any || !onlyRefused) await journal.clear();
    } else {
      await journal.clear();
    }
    if (isUpload) {
      const files = await storedFileNames(t.config.dataDir);
      if (refused.length > 0 && filesChanged(knownFiles, files).length > 0) suspect("stored files changed");
      knownFiles = files;
    }
    if (logged.length > logMark) {
      problems.push(
        `${first.key} (${calls.length} calls at once): logged ${logged.slice(logMark).join(" | ")}`,
      );
    }
    for (const call of again) problems.push(...(await check(call)).problems);
    return problems;
  }

  return {
    check,
    checkTogether,
    /** The calls made so far and their statuses. */
    summary: () => ({ calls: count, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) }),
  };
}

/** The files added or removed between two listings. */
function filesChanged(before: Set<string> | undefined, after: Set<string>): string[] {
  const added = [...after].filter((file) => !before?.has(file));
  return [...added, ...[...(before ?? [])].filter((file) => !after.has(file))];
}

/** A 5xx, or a 4xx whose body is not the contract's error body (where the route declares errors). */
function answerProblems(route: RouteDefinition, response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  if (status >= 500) return [`server error ${response.body.slice(0, 300)}`];
  const declaresErrors = Object.keys(route.response).some((code) => Number(code) >= 400);
  if (status < 400 || !declaresErrors) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return [`the error body is not JSON: ${response.body.slice(0, 200)}`];
  }
  const problems: string[] = [];
  if (!errorBodySchema.safeParse(parsed).success)
    problems.push(`not an error body: ${response.body.slice(0, 200)}`);
  const declared = route.response[status];
  if (declared && !declared.safeParse(parsed).success) {
    problems.push(`not the route's ${status} body: ${response.body.slice(0, 200)}`);
  }
  return problems;
}
