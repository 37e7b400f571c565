import { type APIRequestContext, type APIResponse, type Browser, expect, type Page } from "@playwright/test";
import { watchForXss } from "./xss-watch";

/**
 * An account signed in once through the API the sign-in screen uses: the bearer header for its
 * calls, and what a browser signed in as it keeps in localStorage (apps/web/src/lib/session-store.ts).
 * Journeys that need many accounts open their screens with it instead of signing in again: the
 * sign-in allows 30 attempts a minute per client address, and every journey shares 127.0.0.1.
 */
export interface ApiSession {
  account: string;
  headers: { authorization: string };
  storage: { name: string; value: string }[];
}

export async function apiSignIn(request: APIRequestContext, account: string): Promise<ApiSession> {
  const response = await request.post("/api/login", { data: { userId: account, password: "Portal#2026" } });
  expect(response.status(), `${account}: ${await response.text()}`).toBe(200);
  const {
    access_token: token,
    username,
    display_name: displayName,
    display_name_ja: displayNameJa,
    timesheet_mode: timesheetMode,
    ...roles
  } = (await response.json()) as Record<string, unknown>;
  return {
    account,
    headers: { authorization: `Bearer ${token}` },
    storage: [
      { name: "token", value: String(token) },
      { name: "username", value: String(username) },
      { name: "displayName", value: String(displayName) },
      { name: "displayNameJa", value: String(displayNameJa ?? "") },
      { name: "timesheetMode", value: String(timesheetMode) },
      { name: "roles", value: JSON.stringify(roles) },
      { name: "loginMode", value: "account" },
    ],
  };
}

/** Expects an answer of 200 (the body in the message otherwise) and gives its JSON. */
export async function okJson<T>(response: APIResponse | Promise<APIResponse>, what: string): Promise<T> {
  const answer = await response;
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

export interface WatchedPage {
  page: Page;
  /** Nothing ran, nothing was blocked, and the document holds no injected markup (xss-watch.ts). */
  expectNothingRan: (content: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A page of a new browser context signed in as the session, watched for payloads that run; the
 * screens in `language` (kept in localStorage as the language menu keeps it: culture en or jp).
 */
export async function watchedPageOf(
  browser: Browser,
  session: ApiSession,
  baseURL: string,
  language: "en" | "ja" = "en",
): Promise<WatchedPage> {
  const localStorage = [...session.storage, { name: "culture", value: language === "ja" ? "jp" : "en" }];
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] },
  });
  const page = await context.newPage();
  const watch = await watchForXss(page);
  return { page, expectNothingRan: watch.expectNothingRan, close: () => context.close() };
}

/**
 * Opens a browser signed in as the session, lets `read` open and check screens, and expects that
 * nothing ran. Traces of a payload go with their document (window.__xss, the CSP events), so
 * `read` calls `nothingRanYet` before it leaves one document for the next (goto, reload).
 */
export async function readAs(
  browser: Browser,
  session: ApiSession,
  baseURL: string,
  read: (page: Page, nothingRanYet: () => Promise<void>) => Promise<void>,
  language: "en" | "ja" = "en",
): Promise<void> {
  const reader = await watchedPageOf(browser, session, baseURL, language);
  // The whole document is searched; "main" only tells the app's own images (the logo) apart.
  const nothingRanYet = () => reader.expectNothingRan("main");
  try {
    await read(reader.page, nothingRanYet);
    await nothingRanYet();
  } finally {
    await reader.close();
  }
}
