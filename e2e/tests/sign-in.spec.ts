import { expect, type Page, test } from "@playwright/test";

async function signIn(page: Page, userId: string, password: string) {
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill(userId);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
}

test("an employee signs in and is greeted by name", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "employee1", "Portal#2026");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome, Kenta Sato" })).toBeVisible();
});

test("reloading the page keeps the session", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "employee1", "Portal#2026");
  await expect(page.getByRole("heading", { name: "Welcome, Kenta Sato" })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome, Kenta Sato" })).toBeVisible();
});

test("a wrong password shows the error banner and stays on the login page", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "employee2", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("a signed-out visitor is sent to sign in, then back to the page asked for", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?url=%2Fhome$/);
  await signIn(page, "vn1", "Portal#2026");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome, Nguyễn Văn Minh" })).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Sorry but we couldn't find this page.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Home Page" }).click();
  await expect(page).toHaveURL(/\/login\?url=%2Fhome$/);
});
