import { expect, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

test("an administrator reads the sign-in audit, filters it and exports it", async ({ page }) => {
  await page.goto("/login");
  await signInWithPassword(page, "admin1");
  // The audit sits in the Administration group of the server's menu; its label may carry a count.
  const menu = page.locator("#app-navbar");
  await menu.getByRole("button", { name: "Administration" }).click();
  await menu.getByRole("link", { name: /^Sign-in audit/ }).click();
  await expect(page).toHaveURL(/\/administration\/sign-in-audit$/);
  await expect(page.getByRole("heading", { name: "Sign-in audit" })).toBeVisible();

  await page.getByRole("textbox", { name: "User ID" }).fill("admin1");
  await page.getByRole("button", { name: "Search" }).click();
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText("admin1");
  await expect(firstRow).toContainText("Signed in");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sign-in-audit-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("the audit is not offered to employees, and the server refuses it", async ({ page }) => {
  await page.goto("/login");
  await signInWithPassword(page, "vn1");
  await expect(page.getByRole("heading", { name: "Welcome, Nguyễn Văn Minh" })).toBeVisible();
  await expect(page.locator("#app-navbar").getByRole("button", { name: "Administration" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Sign-in audit/ })).toHaveCount(0);
  await page.goto("/administration/sign-in-audit");
  await expect(page.getByText("The audit could not be loaded.")).toBeVisible();
});
