import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

test("admin1 edits a help page in Japanese and publishes it; employee1 reads the new text", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, "admin1");
  const employee = await signedIn(browser, "employee1");
  const sentence = "テスト用の追記：経路が変わったら新しい定期券を申請してください。";
  try {
    await admin.goto("/help/employee/working-address/1/edit?lang=ja");
    const markdown = admin.getByRole("textbox", { name: "Markdown" });
    await expect(markdown).not.toHaveValue("");
    await markdown.press("ControlOrMeta+End");
    await markdown.pressSequentially(`\n\n${sentence}`);
    // The preview follows the text as it is typed.
    await expect(admin.getByRole("region", { name: "Preview" }).getByText(sentence)).toBeVisible();
    await admin.getByRole("button", { name: "Publish" }).click();
    await expect(admin.getByText("The page was published.")).toBeVisible();

    await employee.goto("/help/employee/working-address/1?lang=ja");
    await expect(employee.getByText(sentence)).toBeVisible();
    // Search in Japanese finds it inside a sentence without spaces.
    await employee.goto("/help?lang=ja");
    await employee.getByRole("searchbox", { name: "Search the help" }).fill("経路が変わったら");
    const results = employee.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: "勤務地住所" })).toBeVisible();
  } finally {
    await admin.context().close();
    await employee.context().close();
  }
});

test("an employee gets the permission notice in the help editor", async ({ browser }) => {
  const employee = await signedIn(browser, "deputy1");
  try {
    await employee.goto("/help/employee/working-address/1/edit");
    await expect(employee.getByText("You do not have permission to edit help pages.")).toBeVisible();
  } finally {
    await employee.context().close();
  }
});
