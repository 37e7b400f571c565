import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

/** A date `days` from today as the date field takes it (YYYY/MM/DD), in Japan's calendar. */
function dateFromToday(days: number): string {
  const japan = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return japan.toISOString().slice(0, 10).replaceAll("-", "/");
}

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** Opens the bell, expects a notification with this title, and closes the list again. */
async function expectNotification(page: Page, title: string) {
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications \(\d+ unread\)/);
  await bell.click();
  const list = page.getByRole("list", { name: "Latest notifications" });
  await expect(list.getByRole("listitem").filter({ hasText: title }).first()).toBeVisible();
  await page.keyboard.press("Escape");
}

/** Picks a station suggestion for a departure or arrival field. */
async function chooseStation(page: Page, field: string, name: string) {
  const form = page.getByRole("form", { name: "New commuting ticket" });
  await form.getByRole("combobox", { name: field }).fill(name);
  await page
    .getByRole("option", { name: new RegExp(`^${name} \\(`) })
    .first()
    .click();
}

test("a ticket goes from employee1 through leader1, hr1 and approver1 to Approved, then hr1 approves its refund", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const employee = await signedIn(browser, "employee1");
  const leader = await signedIn(browser, "leader1");
  const hr = await signedIn(browser, "hr1");
  const approver = await signedIn(browser, "approver1");
  try {
    // employee1 asks for a ticket.
    await employee.goto("/commuting-ticket/new?kind=createTicket");
    const form = employee.getByRole("form", { name: "New commuting ticket" });
    await form.getByRole("radio", { name: "Train" }).check();
    await chooseStation(employee, "Departure", "中野");
    await chooseStation(employee, "Arrival", "四ツ谷");
    await form.getByRole("radio", { name: "1 month" }).check();
    await form.getByRole("textbox", { name: "Start date" }).fill(dateFromToday(3));
    await form.getByRole("textbox", { name: "Start date" }).press("Tab");
    await form.getByRole("textbox", { name: "Amount" }).fill("6650");
    // employee1's other requests (other journeys) may take the route over budget: give the reason.
    await form.getByRole("textbox", { name: "Notes" }).fill("Chuo line to the client's office in Yotsuya.");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(employee.getByText("Your request was sent to your leader for confirmation.")).toBeVisible();

    // leader1 confirms it from their queue; employee1 hears of it.
    await leader.goto("/commuting-ticket/leader");
    await leader.getByRole("checkbox", { name: /^Select .*中野 → 四ツ谷/ }).check();
    await leader.getByRole("button", { name: "Confirm selected" }).click();
    await expect(leader.getByText(/ticket was confirmed/)).toBeVisible();
    await expectNotification(employee, "Your leader confirmed your commuting ticket");

    // hr1 confirms it on the HR desk; employee1 hears of it.
    await hr.goto("/commuting-ticket/hr");
    await expect(hr.getByRole("heading", { name: "Commuting tickets: HR desk", level: 1 })).toBeVisible();
    await hr.getByRole("checkbox", { name: /^Select .*中野 → 四ツ谷/ }).check();
    await hr.getByRole("button", { name: "Confirm selected" }).click();
    await expect(hr.getByText(/confirmed and sent to the approver/)).toBeVisible();
    await expectNotification(employee, "HR confirmed your commuting ticket");

    // approver1 approves it; employee1 sees Approved on the ticket and in the bell.
    await approver.goto("/commuting-ticket/approver");
    await approver.getByRole("checkbox", { name: /^Select .*中野 → 四ツ谷/ }).check();
    await approver.getByRole("button", { name: "Approve selected" }).click();
    await expectNotification(employee, "Commuting ticket approved");
    await employee.goto("/commuting-ticket");
    const card = employee.getByRole("article").filter({ hasText: "中野" }).first();
    await expect(card.getByText("Approved").first()).toBeVisible();

    // The ticket's stepper shows every step done, and by whom.
    await card.getByRole("link", { name: /^Details/ }).click();
    const stepper = employee.getByRole("group", { name: "Progress of the request" });
    await expect(stepper.getByText("Makoto Takahashi", { exact: false })).toBeVisible();
    await expect(stepper.getByText("Yumi Ito", { exact: false })).toBeVisible();
    await expect(stepper.getByText("Naoki Watanabe", { exact: false })).toBeVisible();

    // employee1 asks for a full refund; hr1 approves it from the refunds list.
    await employee.goto("/commuting-ticket");
    await employee
      .getByRole("article")
      .filter({ hasText: "中野" })
      .first()
      .getByRole("link", { name: /^Cancel or refund/ })
      .click();
    await employee.getByRole("textbox", { name: "Cancel date" }).fill(dateFromToday(10));
    await employee.getByRole("textbox", { name: "Cancel date" }).press("Tab");
    await employee.getByRole("radio", { name: /Full refund/ }).check();
    await employee.getByRole("combobox", { name: "Cancel reason" }).click();
    await employee.getByRole("option", { name: "Quit plan" }).click();
    await employee.getByRole("button", { name: "Send to HR" }).click();
    await expect(employee.getByText("Your cancellation was sent to HR.")).toBeVisible();

    await hr.goto("/commuting-ticket/hr?tab=refunds");
    await hr.getByRole("checkbox", { name: /^Select .*中野 → 四ツ谷/ }).check();
    await hr.getByRole("button", { name: "Approve selected refunds" }).click();
    await expect(hr.getByText(/refund was approved/)).toBeVisible();
    await expectNotification(employee, "Cancellation approved");
  } finally {
    for (const page of [employee, leader, hr, approver]) await page.context().close();
  }
});
