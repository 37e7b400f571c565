import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInWithPassword } from "../support/login-form";

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await signInWithPassword(page, "admin1");
  await expect(page.getByRole("heading", { name: "Welcome, Ryo Yamamoto" })).toBeVisible();
}

const navbar = (page: Page) => page.locator("#app-navbar");

test.describe("the sidebar at each width", () => {
  test("1300 px: the full 210 px menu, the selected item and its open parent", async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 800 });
    await signInAsAdmin(page);
    await page.goto("/administration/sign-in-audit?userId=admin1");
    expect((await navbar(page).boundingBox())?.width).toBe(210);
    const audit = navbar(page).getByRole("link", { name: /Sign-in audit/ });
    await expect(audit).toHaveAttribute("aria-current", "page");
    await expect(navbar(page).getByRole("link", { name: "Menu" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Sign-in audit")).toBeVisible();
  });

  test("1100 px: folded to 52 px of icons, unfolded by hand", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await signInAsAdmin(page);
    expect((await navbar(page).boundingBox())?.width).toBe(52);
    await navbar(page).getByRole("button", { name: "Expand the menu" }).click();
    expect((await navbar(page).boundingBox())?.width).toBe(210);
    await expect(navbar(page).getByRole("link", { name: "Home" })).toBeVisible();
  });

  test("480 px: hidden behind a burger that opens it", async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await signInAsAdmin(page);
    await expect(navbar(page)).not.toBeInViewport();
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await expect(navbar(page).getByRole("link", { name: "Home" })).toBeVisible();
    await navbar(page).getByRole("button", { name: "Administration" }).click();
    await navbar(page).getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/administration\/menu$/);
    await expect(navbar(page)).not.toBeInViewport();
  });
});

test("tables fit the screen: HR's Reject buttons whole at 1366 px, no page wider than a phone", async ({
  page,
}) => {
  const pageWidth = () =>
    page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/login");
  await signInWithPassword(page, "hr1");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/commuting-ticket/hr");
  // The sidebar is open beside the queue; every column fits, the reject button not cut off.
  expect((await navbar(page).boundingBox())?.width).toBe(210);
  const firstRow = page.getByRole("table").getByRole("row").nth(1);
  await expect(firstRow.getByRole("button", { name: /^Reject / })).toBeInViewport({ ratio: 1 });
  const wide = await pageWidth();
  expect(wide.page).toBeLessThanOrEqual(wide.screen);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, shown] of [
    ["/commuting-ticket/hr", page.getByRole("checkbox", { name: "Select all" })],
    ["/commuting-ticket/hr?tab=search", page.getByRole("table").getByRole("row").nth(1)],
    ["/commuting-ticket/hr?tab=allowances", page.getByRole("table").getByRole("row").nth(1)],
  ] as const) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    const phone = await pageWidth();
    expect(phone.page, path).toBeLessThanOrEqual(phone.screen);
  }
});

test("changing the language retitles the page and keeps it", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveTitle("Home | Employee Portal");
  await page.getByRole("button", { name: /^Language: / }).click();
  await page.getByRole("menuitem", { name: "日本語" }).click();
  await expect(page).toHaveTitle(/^ホーム \| /);
  await expect(navbar(page).getByRole("link", { name: "ホーム" })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem("culture"), localStorage.getItem("language")]),
  ).toEqual(["jp", "c=ja-JP|uic=ja-JP"]);
  await page.reload();
  await expect(page).toHaveTitle(/^ホーム \| /);
});

test("the mobile-app view shows no sidebar or top bar, and no Go to Home link", async ({ page }) => {
  await page.goto("/mykintai/unknown-screen");
  await expect(page.getByText("Sorry but we couldn't find this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home Page" })).toHaveCount(0);
  await expect(page.locator("#app-navbar")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page).toHaveURL(/\/mykintai\/unknown-screen$/);
});

test("the mobile app's home asks for a sign-in, then shows the commute and the notifications on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/mykintai");
  await expect(page).toHaveURL(/\/login\?url=%2Fmykintai/);
  await signInWithPassword(page, "employee1");
  await expect(page).toHaveURL(/\/mykintai$/);
  await expect(page.getByRole("region", { name: "My commute" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
  await expect(page.locator("#app-navbar")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the session-expired screen offers the way back to sign-in", async ({ page }) => {
  await page.goto("/session-expired");
  await expect(page.getByRole("heading", { name: "Sorry your session has expired !" })).toBeVisible();
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("an administrator adds a menu item that employees then see", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/administration/menu");
  await page.getByRole("button", { name: "Add item" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Title key" }).fill("Company intranet");
  await dialog.getByText("Link", { exact: true }).click();
  await dialog.getByRole("textbox", { name: "Link" }).fill("https://intranet.example.co.jp/");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "https://intranet.example.co.jp/" })).toBeVisible();

  const employee = await browser.newPage();
  await employee.goto("/login");
  await signInWithPassword(employee, "employee1");
  const link = employee.locator("#app-navbar").getByRole("link", { name: "Company intranet" });
  await expect(link).toHaveAttribute("href", "https://intranet.example.co.jp/");
  await expect(link).toHaveAttribute("target", "_blank");
  await employee.close();
});
