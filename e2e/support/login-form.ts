import type { Page } from "@playwright/test";

/** Fills the password form of /login; `submit: false` leaves the clicking to the test. */
export async function fillLoginForm(page: Page, userId: string, password: string) {
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill(userId);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
}

export async function signInWithPassword(page: Page, userId: string, password = "Portal#2026") {
  await fillLoginForm(page, userId, password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
}
