import { expect, test } from "@playwright/test";

// On the portal with single sign-on (playwright.config.ts): a password session there must still
// sign out through the portal only. Its database also sees no failed password for employee1,
// which would make this sign-in ask for a CAPTCHA (sign-in.spec.ts fails one on the other portal).
test.use({ baseURL: process.env.E2E_SSO_ORIGIN });

test("an employee signs out and must sign in again", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill("employee1");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Portal#2026");
  await page.getByRole("button", { name: "SIGN IN", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Kenta Sato" })).toBeVisible();

  await page.getByRole("button", { name: "User menu of Kenta Sato" }).click();
  await expect(page.getByRole("menuitem", { name: "Kenta Sato" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\?logout=true$/);
  // The session is forgotten once the signed-in screens have gone (a moment after the URL changes).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?url=%2Fhome$/);
  await expect(page.getByRole("textbox", { name: "User ID", exact: true })).toBeVisible();
});
