import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInWithPassword } from "../support/login-form";

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto("/login");
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

test("admin1 runs the payroll report now and follows it live; hr1 downloads the report", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, "admin1");
  const hr = await signedIn(browser, "hr1");
  try {
    // The jobs page sits in the Administration group of the server's menu.
    const menu = admin.locator("#app-navbar");
    await menu.getByRole("button", { name: "Administration" }).click();
    await menu.getByRole("link", { name: "Scheduled jobs" }).click();
    await expect(admin).toHaveURL(/\/administration\/jobs$/);
    await expect(admin.getByRole("heading", { name: "Scheduled jobs", level: 1 })).toBeVisible();
    await expect(admin.getByText("Scheduler running")).toBeVisible();

    const payroll = admin.getByRole("article", { name: "Payroll report" });
    await expect(payroll.getByText(/^Every month on day \d+ at 06:00 \(Asia\/Tokyo\)$/)).toBeVisible();
    await expect(admin.getByRole("article", { name: "Pass expiry reminders" })).toContainText(
      "Every day at 09:00 (Asia/Tokyo)",
    );
    await expectNoSeriousA11yViolations(admin);

    await payroll.getByRole("button", { name: "Run now: Payroll report" }).click();
    // The bar follows the run pushed over the mail hub, and stays full with the result at its end.
    const bar = payroll.getByRole("progressbar", { name: "Progress of Payroll report" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(
      payroll.getByText(/^Report generated and sent to HR: \d+ of \d+ \(0 failed\)$/).first(),
    ).toBeVisible();
    // The list is read again: the run is the last one, and run-now is offered again.
    await expect(payroll.getByText("Succeeded")).toBeVisible();
    await expect(payroll.getByRole("button", { name: "Run now: Payroll report" })).toBeEnabled();
    // The administrator who started it is told how it ended.
    await expect(
      admin.locator(".mantine-Notification-root").filter({ hasText: "Payroll report" }),
    ).toBeVisible();

    await payroll.getByRole("button", { name: "History: Payroll report" }).click();
    const history = admin.getByRole("dialog", { name: "Run history: Payroll report" });
    await expect(history.getByText(/^Run now by /).first()).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(history).toBeHidden();

    // The e-mail to HR, kept in the outbox (no SMTP server here), with the workbook attached.
    await admin.getByRole("tab", { name: "Outbox" }).click();
    await expect(admin).toHaveURL(/\?tab=outbox$/);
    const row = admin.getByRole("row").filter({ hasText: "Payroll report" }).first();
    await expect(row).toContainText("In outbox");
    await expect(row).toContainText(/\.xlsx/);
    await row.getByRole("button", { name: /^View the message/ }).click();
    const message = admin.getByRole("dialog");
    await expect(message.getByText(/\.xlsx/).first()).toBeVisible();
    await message.getByRole("tab", { name: "HTML" }).click();
    const frame = message.getByTitle("HTML version of the message");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(
      admin.frameLocator('iframe[title="HTML version of the message"]').locator("body"),
    ).not.toBeEmpty();

    // HR finds the report of the month in the menu and downloads the workbook.
    await hr.locator("#app-navbar").getByRole("link", { name: "Payroll reports" }).click();
    await expect(hr).toHaveURL(/\/commuting-ticket\/payroll-reports$/);
    await expect(hr.getByRole("heading", { name: "Payroll reports", level: 1 })).toBeVisible();
    const download = hr.getByRole("button", { name: /^Download the report for / }).first();
    await expect(download).toBeVisible();
    await expectNoSeriousA11yViolations(hr);
    const [file] = await Promise.all([hr.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  } finally {
    await admin.context().close();
    await hr.context().close();
  }
});

test("the jobs page is not offered to employees, and the server refuses it", async ({ page }) => {
  await page.goto("/login");
  await signInWithPassword(page, "vn1");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator("#app-navbar").getByRole("link", { name: "Scheduled jobs" })).toHaveCount(0);
  await page.goto("/administration/jobs");
  await expect(page.getByText("The jobs could not be loaded.")).toBeVisible();
});
