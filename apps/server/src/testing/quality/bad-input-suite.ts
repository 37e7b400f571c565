import type { RouteDefinition } from "@portal/contract/common/route";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../build-test-app";
import { createFakeClock } from "../fake-clock";
import { signIn } from "../sign-in";
import type { FormPart } from "../upload";
import { type BadInputCompany, createBadInputCompany } from "./bad-input-company";
import { type Call, type CheckedCall, createCallChecker } from "./call-checker";
import { contractRoutes } from "./route-inputs";
import { type CallInput, multipartCall } from "./route-request";
import type { UploadRoute } from "./upload-routes";
import { createWriteJournal } from "./write-journal";

/** What the bad-input suites share: the routes in the order they call them, and one company. */

/** Dates no date field may take: every one has a range (a ticket in year 9999 made an end in 10000). */
export const outOfRangeDates = ["0001-01-01", "1899-12-31", "9999-12-31"];

/** fast-check runs per route, with a seed per route so that a failure can be replayed. */
export const propertyRuns = 20;
export const seedOf = (key: string) =>
  [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

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
export const earlyJsonRoutes = jsonRoutes.filter((entry) => lateness(entry) === 0);
export const lateJsonRoutes = jsonRoutes.filter((entry) => lateness(entry) > 0);

/** Fails with every problem spelled out (a reporter would shorten a long array). */
export function expectNoProblems(problems: string[]) {
  if (problems.length > 0) throw new Error(`${problems.length} problems:\n${problems.join("\n")}`);
}

export interface BadInputSuite {
  readonly t: TestApp;
  readonly company: BadInputCompany;
  readonly checker: ReturnType<typeof createCallChecker>;
  /** The app's error-level log lines. */
  readonly logged: string[];
  /** The company's valid input of a route (its objects' ids), if it has one. */
  givenInputOf(key: string): CallInput;
  /** An upload call of the route with these parts, for the company; `input` is what reports show. */
  uploadCall(upload: UploadRoute, parts: FormPart[], input: unknown): Call;
  /** The upload call, made and checked on its own. */
  sendUpload(upload: UploadRoute, parts: FormPart[], input: unknown): Promise<CheckedCall>;
}

/**
 * Builds the app and the bad-input company before the suite's tests (in the describe block that
 * calls it) and closes it after them, printing what the checker saw under `name`.
 */
export function useBadInputSuite(name: string): BadInputSuite {
  let t: TestApp | undefined;
  let company: BadInputCompany | undefined;
  let checker: ReturnType<typeof createCallChecker> | undefined;
  const logged: string[] = [];
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the bad-input suite is not set up yet");
    return value;
  };

  beforeAll(async () => {
    const logger = { level: "error", stream: { write: (line: string) => void logged.push(line) } };
    const app = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "100000" }, { clock, logger });
    t = app;
    const built = await createBadInputCompany(app);
    company = built;
    checker = createCallChecker({
      t: app,
      journal: await createWriteJournal(app),
      logged,
      headers: built.headers,
      signInAgain: async () => (await signIn(app, "boss")).headers,
      writesOn400,
    });
  }, 60_000);
  afterAll(async () => {
    if (checker) console.info(`${name} (${process.env.TEST_DATABASE}):`, checker.summary());
    await t?.close();
  });

  const uploadCall = (upload: UploadRoute, parts: FormPart[], input: unknown): Call => ({
    key: upload.key,
    route: upload.route,
    build: (headers) =>
      multipartCall(upload.route, { params: upload.params?.(ready(company)), parts }, headers),
    input: input instanceof Map ? Object.fromEntries(input) : input,
    isUpload: true,
  });

  return {
    get t() {
      return ready(t);
    },
    get company() {
      return ready(company);
    },
    get checker() {
      return ready(checker);
    },
    logged,
    givenInputOf: (key) => (ready(company).valid as Record<string, CallInput>)[key] ?? {},
    uploadCall,
    sendUpload: (upload, parts, input) => ready(checker).check(uploadCall(upload, parts, input)),
  };
}
