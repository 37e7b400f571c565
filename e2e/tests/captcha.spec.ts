import { expect, test } from "@playwright/test";
import { fillLoginForm, signInWithPassword } from "../support/login-form";

// takuya.kimura (a demo employee) is used by no other journey: a failure puts a user ID behind a
// CAPTCHA for 15 minutes.
test("the CAPTCHA appears only after a failed sign-in, and a solved one lets the user in", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.locator("altcha-widget")).toHaveCount(0);

  await signInWithPassword(page, "takuya.kimura", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  const widget = page.locator("altcha-widget");
  await expect(widget).toBeVisible();

  // The right password alone is not enough now.
  await fillLoginForm(page, "takuya.kimura", "Portal#2026");
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please verify captcha." })).toBeVisible();

  // The proof of work runs in a worker of our own origin (strict CSP), then the sign-in passes.
  // As a person does: click "I'm not a robot"; the widget ticks its box once the work is done.
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByRole("checkbox")).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Takuya Kimura" })).toBeVisible();
});

test("Enter submits only once a password has been typed", async ({ page }) => {
  let loginCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/login")) loginCalls++;
  });
  await page.goto("/login");
  const userId = page.getByRole("textbox", { name: "User ID", exact: true });
  await userId.fill("approver1");
  await userId.press("Enter");
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(loginCalls).toBe(0);

  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("Portal#2026");
  await password.press("Enter");
  await expect(page.getByRole("heading", { name: "Welcome, Naoki Watanabe" })).toBeVisible();
  expect(loginCalls).toBe(1);
});

// mayumi.tanaka (a demo employee) is used by no other journey.
test("a browser that signed in before gets in at once while a stranger's failure demands the CAPTCHA of others", async ({
  page,
  browser,
}) => {
  await page.goto("/login");
  await signInWithPassword(page, "mayumi.tanaka");
  await expect(page.getByRole("heading", { name: "Welcome, Mayumi Tanaka" })).toBeVisible();
  await page.getByRole("button", { name: "User menu of Mayumi Tanaka" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\?logout=true$/);

  // Someone else, in another browser, guesses wrong: there the CAPTCHA is now demanded.
  const strangerBrowser = await browser.newContext();
  const stranger = await strangerBrowser.newPage();
  await stranger.goto("/login");
  await signInWithPassword(stranger, "mayumi.tanaka", "not-the-password");
  await expect(
    stranger.getByRole("alert").filter({ hasText: "Invalid username or password." }),
  ).toBeVisible();
  // As a person would, once the check has appeared (the button moves down when it does).
  await expect(stranger.locator("altcha-widget")).toBeVisible();
  await fillLoginForm(stranger, "mayumi.tanaka", "Portal#2026");
  await stranger.getByRole("button", { name: "SIGN IN" }).click();
  await expect(stranger.getByRole("alert").filter({ hasText: "Please verify captcha." })).toBeVisible();
  await strangerBrowser.close();

  // The owner's own browser is a known device: no CAPTCHA, no wait.
  await signInWithPassword(page, "mayumi.tanaka");
  await expect(page.getByRole("heading", { name: "Welcome, Mayumi Tanaka" })).toBeVisible();
  await expect(page.locator("altcha-widget")).toHaveCount(0);
});
