import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

/** Today as the date field takes it (YYYY/MM/DD), in Japan's calendar. */
function todayInJapan(): string {
  return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll("-", "/");
}

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

test("employee1 moves house by postal code, hr1 approves, and the address history shows the new home", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const employee = await signedIn(browser, "employee1");
  const hr = await signedIn(browser, "hr1");
  try {
    // employee1 asks for the change from their profile: the postal code fills in the address.
    await employee.goto("/profile");
    const addressSection = employee.getByRole("region", { name: "Home address" });
    await addressSection.getByRole("button", { name: "Change address" }).click();
    const dialog = employee.getByRole("dialog", { name: "Change home address" });
    await dialog.getByRole("textbox", { name: "Post code" }).fill("100-0001");
    await expect(dialog.getByRole("textbox", { name: "Prefecture" })).toHaveValue("東京都");
    await expect(dialog.getByRole("textbox", { name: "City" })).toHaveValue("千代田区");
    await expect(dialog.getByRole("textbox", { name: "Town and block" })).toHaveValue("千代田");
    await dialog.getByRole("textbox", { name: "Building and room" }).fill("1-1 Palace Court 301");
    await dialog.getByRole("textbox", { name: "Moving date" }).fill(todayInJapan());
    await dialog.getByRole("textbox", { name: "Moving date" }).press("Tab");
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Moved closer to the office.");
    await dialog.getByRole("button", { name: "Submit to HR" }).click();
    await expect(dialog).toBeHidden();
    await expect(addressSection.getByText("Submitted")).toBeVisible();

    // hr1 finds it in the change-request queue and approves it.
    await hr.goto("/employee-change/hr");
    await hr.getByRole("button", { name: /^Open Kenta Sato's request #\d+$/ }).click();
    const drawer = hr.getByRole("dialog", { name: /^Change request #\d+/ });
    await expect(drawer.getByRole("cell", { name: "1-1 Palace Court 301" })).toBeVisible();
    await drawer.getByRole("button", { name: "Approve" }).click();
    const confirm = hr.getByRole("dialog", { name: "Approve the request" });
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expect(hr.getByText(/request has been approved/)).toBeVisible();

    // employee1's profile and address history show the new home as the current one.
    await employee.reload();
    const history = employee.getByRole("region", { name: "Address history" });
    const current = history.getByRole("row").filter({ hasText: "Current" });
    await expect(current).toContainText("100-0001");
    await expect(current).toContainText("1-1 Palace Court 301");
    await expect(employee.getByRole("region", { name: "Home address" })).toContainText("千代田区");

    // The field-level history names who approved it.
    await employee.getByRole("tab", { name: "Change requests" }).click();
    const changes = employee.getByRole("region", { name: "Change history" });
    await expect(changes.getByRole("row").filter({ hasText: "Building and room" })).toContainText(
      "1-1 Palace Court 301",
    );
  } finally {
    await employee.context().close();
    await hr.context().close();
  }
});
