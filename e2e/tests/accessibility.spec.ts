import { test as base, expect, type Page } from "@playwright/test";
import { type ApiSession, apiSignIn } from "../support/api-session";
import { expectNoSeriousA11yViolations } from "../support/axe";

/**
 * The screens checked with axe, each in English and Japanese. To check another screen, add one
 * row: its name, the path to open, and who signs in first (null: nobody). Sign in with demo users
 * whose password is right: a failed sign-in puts the user ID behind a CAPTCHA for 15 minutes.
 * The check starts once the screen shows its h1 and nothing on it is aria-busy. Each account signs
 * in once per worker through the API the sign-in screen uses, and every screen opens in a browser
 * holding that session and the language, as the sign-in screen and the language menu leave them
 * (the journeys of those two check them).
 */
const screens: { name: string; path: string; signInAs: string | null }[] = [
  { name: "login page", path: "/login", signInAs: null },
  { name: "home page", path: "/home", signInAs: "vn1" },
  { name: "not-found page", path: "/no/such/page", signInAs: null },
  { name: "page-view report", path: "/administration/page-views", signInAs: "admin1" },
  { name: "help area", path: "/help", signInAs: "vn1" },
  { name: "campaign page", path: "/campaign-detail", signInAs: "vn1" },
  { name: "session-expired page", path: "/session-expired", signInAs: null },
  { name: "menu administration", path: "/administration/menu", signInAs: "admin1" },
  { name: "sign-in audit", path: "/administration/sign-in-audit", signInAs: "admin1" },
  { name: "API reference", path: "/administration/api", signInAs: "admin1" },
  { name: "send notifications", path: "/administration/notifications", signInAs: "hr1" },
  { name: "commuting route", path: "/commuting-ticket", signInAs: "vn1" },
  { name: "ticket form", path: "/commuting-ticket/new?kind=createTicket", signInAs: "hr1" },
  { name: "leader's ticket queue", path: "/commuting-ticket/leader", signInAs: "leader1" },
  { name: "stations", path: "/commuting-ticket/stations", signInAs: "hr1" },
  { name: "HR desk queue", path: "/commuting-ticket/hr", signInAs: "hr1" },
  { name: "HR desk refunds", path: "/commuting-ticket/hr?tab=refunds", signInAs: "hr1" },
  { name: "HR desk evidence review", path: "/commuting-ticket/hr?tab=evidence", signInAs: "hr1" },
  { name: "HR desk search", path: "/commuting-ticket/hr?tab=search", signInAs: "hr1" },
  { name: "HR desk allowances", path: "/commuting-ticket/hr?tab=allowances", signInAs: "hr1" },
  { name: "approver's ticket queue", path: "/commuting-ticket/approver", signInAs: "approver1" },
  { name: "delegation", path: "/commuting-ticket/delegation", signInAs: "leader1" },
  { name: "about page", path: "/about", signInAs: "vn1" },
  { name: "colleague directory", path: "/colleagues", signInAs: "vn1" },
  { name: "profile", path: "/profile", signInAs: "vn1" },
  { name: "profile change requests", path: "/profile?tab=requests", signInAs: "vn1" },
  { name: "working address", path: "/working-address", signInAs: "vn1" },
  { name: "HR's change requests", path: "/employee-change/hr", signInAs: "hr1" },
  { name: "my leave", path: "/leave", signInAs: "vn1" },
  { name: "leave to approve", path: "/leave/leader", signInAs: "leader1" },
  { name: "HR's leave desk", path: "/leave/hr", signInAs: "hr1" },
];

const languages = [
  { code: "en", name: "English", culture: "en" },
  { code: "ja", name: "日本語", culture: "jp" },
] as const;

/** One sign-in per account and worker, shared by the screens that account opens. */
const test = base.extend<object, { sessionOf: (account: string) => Promise<ApiSession> }>({
  sessionOf: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const sessions = new Map<string, Promise<ApiSession>>();
      await use((account) => {
        const known = sessions.get(account) ?? apiSignIn(request, account);
        sessions.set(account, known);
        return known;
      });
      await request.dispose();
    },
    { scope: "worker" },
  ],
});

/** Waits until the screen has its heading and nothing on it is still loading. */
async function waitForScreen(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const language of languages) {
  for (const screen of screens) {
    test(`the ${screen.name} has no serious accessibility violations in ${language.name}`, async ({
      page,
      sessionOf,
    }) => {
      const session = screen.signInAs ? (await sessionOf(screen.signInAs)).storage : [];
      const storage = [...session, { name: "culture", value: language.culture }];
      await page.context().addInitScript((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, storage);
      await page.goto(screen.path);
      await waitForScreen(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      await expectNoSeriousA11yViolations(page);
    });
  }
}
