import { expect, type Page, test } from "@playwright/test";

// The portal started with single sign-on against the local OpenID provider (playwright.config.ts).
const ssoOrigin = process.env.E2E_SSO_ORIGIN;
test.use({ baseURL: ssoOrigin });

const corporateButton = (page: Page) => page.getByRole("button", { name: "Sign in with corporate account" });

/** The provider's own pages: its sign-in form, then its consent page. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("Corporate#2026");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Authorize" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("an employee signs in with the corporate account and signs out of the provider too", async ({
  page,
}) => {
  await page.goto("/login");
  await corporateButton(page).click();
  await signInAtProvider(page, "kenta.sato");

  await expect(page).toHaveURL(`${ssoOrigin}/home`);
  await expect(page.getByRole("heading", { name: "Welcome, Kenta Sato" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("loginMode"))).toBe("sso");

  await page.getByRole("button", { name: "User menu of Kenta Sato" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  // The provider asks to confirm ending its session, then sends the browser back.
  await page.getByRole("button", { name: "Yes, sign me out" }).click();
  await expect(page).toHaveURL(`${ssoOrigin}/login?logout=true`);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // The provider's session has ended: a new corporate sign-in asks for the credentials again.
  await corporateButton(page).click();
  await expect(page.getByPlaceholder("Enter any login")).toBeVisible();
});

test("the corporate sign-in returns to the page asked for", async ({ page }) => {
  await page.goto("/login?url=%2Fhome%3Ftab%3Ddetails");
  await corporateButton(page).click();
  await signInAtProvider(page, "kenta.sato");
  await expect(page).toHaveURL(`${ssoOrigin}/home?tab=details`);
  await expect(page.getByRole("heading", { name: "Welcome, Kenta Sato" })).toBeVisible();
});

test("a corporate account without an employee lands back on sign-in with the reason", async ({ page }) => {
  await page.goto("/login");
  await corporateButton(page).click();
  await signInAtProvider(page, "guest.user");

  await expect(page).toHaveURL(`${ssoOrigin}/login`);
  await expect(page.getByRole("alert")).toContainText(
    "Your corporate account is not linked to an employee of this portal.",
  );
  // The password form stays available.
  await expect(page.getByRole("textbox", { name: "User ID", exact: true })).toBeVisible();
});

test("type=directlogin starts the corporate sign-in by itself", async ({ page }) => {
  await page.goto("/login?type=directlogin");
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(ssoOrigin);
});
