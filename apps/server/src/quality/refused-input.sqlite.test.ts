import type { ErrorBody } from "@portal/contract/common/errors";
import type { RouteDefinition } from "@portal/contract/common/route";
import { describe, expect, it } from "vitest";
import {
  earlyJsonRoutes,
  expectNoProblems,
  lateJsonRoutes,
  outOfRangeDates,
  useBadInputSuite,
} from "../testing/quality/bad-input-suite";
import type { Call } from "../testing/quality/call-checker";
import { contractRoutes, inputSlots, jsonCallOf, validInputOf } from "../testing/quality/route-inputs";
import { urlOf } from "../testing/quality/route-request";
import { getAt, setAt, strictObjectPaths, stringSlots, typedLeaves } from "../testing/quality/schema-inputs";
import { uploadParts, uploadRoutes } from "../testing/quality/upload-routes";

/**
 * Proof of quality, input the contract refuses: on every route, unknown fields and values of the
 * wrong type (no coercion), dates out of range, and requests of 100,000 unknown keys or one very
 * long key are answered 400 with the field named, nothing written, nothing logged. Validation runs
 * before any service and is the same code on either database, so this runs on SQLite only
 * (`*.sqlite.test.ts`); what reaches storage runs on both (`bad-input.http.test.ts`).
 */
describe("input the contract refuses, on every route", () => {
  const suite = useBadInputSuite("refused input");

  const describeJsonRoute = ({ key, route }: { key: string; route: RouteDefinition }) =>
    describe(`${route.method} ${route.path} (${key})`, () => {
      const bodySchema = route.body;
      if (bodySchema) {
        it("refuses unknown fields, and numbers, booleans and texts of the wrong type", async () => {
          const valid = validInputOf(route, suite.givenInputOf(key));
          expect(bodySchema.safeParse(valid.body).error?.issues ?? []).toEqual([]);
          const problems: string[] = [];
          const expectRefused = async (body: unknown, fields: string[], what: string) => {
            const input = { ...valid, body };
            const call = await suite.checker.check(jsonCallOf(key, route, input));
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

      if (hasDates(route)) {
        it("refuses a date out of its range in every date field, on that field", async () => {
          const valid = validInputOf(route, suite.givenInputOf(key));
          const problems: string[] = [];
          for (const slot of inputSlots(route, valid).filter((each) => each.isDate)) {
            const field = slot.id.split(".").slice(1).join(".");
            for (const date of outOfRangeDates) {
              const call = await suite.checker.check(jsonCallOf(key, route, slot.fill(valid, date)));
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

  const hasDates = (route: RouteDefinition) =>
    inputSlots(route, validInputOf(route)).some((slot) => slot.isDate);
  [...earlyJsonRoutes, ...lateJsonRoutes]
    .filter(({ route }) => route.body || hasDates(route))
    .forEach(describeJsonRoute);

  describe("a request of 100,000 unknown keys, or one very long key, on every route", () => {
    // Built once: a JSON body just under the body limit, and the query string of as many keys.
    const keyCount = 100_000;
    const keys = Array.from({ length: keyCount }, (_, index) => index.toString(36));
    const manyKeysBody = `{${keys.map((key) => `"${key}":0`).join(",")}}`;
    const manyKeysQuery = keys.map((key) => `${key}=0`).join("&");
    const longKey = "k".repeat(900_000);
    const longKeyBody = JSON.stringify({ [longKey]: 0 });
    const longKeyQuery = `${longKey}=0`;
    /**
     * Not a speed figure (bench/ measures those): a bound far above any answer on a loaded machine
     * (about 0.1 s alone, 3 s with every part of the suite running beside), which an answer whose
     * work grows with the keys (minutes, as when errors grew) still breaks.
     */
    const maxMilliseconds = 20_000;
    /** The bound of an error body (ErrorBodyLimits) is far above what these answers need. */
    const maxBodyBytes = 16 * 1024;

    const call = (
      key: string,
      route: RouteDefinition,
      what: string,
      parts: { query?: string; body?: string },
    ): Call => {
      const valid = validInputOf(route, suite.givenInputOf(key));
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
      const valid = validInputOf(route, suite.givenInputOf(key));
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
        const answer = await suite.checker.check(checked);
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

  describe("uploads", () => {
    for (const upload of uploadRoutes.filter((each) => each.json)) {
      const variant = upload.variant ? `, ${upload.variant}` : "";
      describe(`${upload.route.method} ${upload.route.path} (${upload.key}${variant})`, () => {
        const json = upload.json;
        if (json) {
          it(`refuses unknown fields and values of the wrong type in the ${json.name} part`, async () => {
            expect(json.schema.safeParse(json.valid).error?.issues ?? []).toEqual([]);
            const problems: string[] = [];
            const expectRefused = async (value: unknown, field: string) => {
              const parts = uploadParts(upload, suite.company, new Map()).map((part) =>
                part.name === json.name ? { ...part, content: JSON.stringify(value) } : part,
              );
              const call = await suite.sendUpload(upload, parts, value);
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

  it("logged no error while answering all of it", () => {
    expectNoProblems(suite.logged);
  });
});
