import { expect, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";
import { solidPng } from "../support/png";

/** A date `days` from today, as a date input takes it (YYYY-MM-DD). */
const dateFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an employee sees the running campaign on Home and reads it with READ MORE", async ({ page }) => {
  await page.goto("/login");
  await signInWithPassword(page, "employee1");
  await expect(page).toHaveURL(/\/home$/);

  const banner = page.getByRole("region", { name: "Campaign" });
  const image = banner.getByRole("img");
  await expect(image).toBeVisible();
  // The picture really arrived (a broken image would hide the banner).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const title = (await image.getAttribute("alt")) ?? "";
  expect(title).not.toBe("");

  await banner.getByRole("link", { name: "READ MORE" }).click();
  await expect(page).toHaveURL(/\/campaign-detail\/\d+$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("article").getByRole("img", { name: title })).toBeVisible();
});

test("an administrator creates a campaign with an uploaded banner and sees it", async ({ page }) => {
  await page.goto("/login");
  await signInWithPassword(page, "admin1");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/administration/campaigns");
  await expect(page.getByRole("heading", { name: "Campaigns", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  const title = `Journey campaign ${Date.now()}`;
  await dialog.getByLabel("Title (English)").fill(title);
  await dialog.getByLabel("Title (Japanese)").fill(`ジャーニー ${title}`);
  await dialog.getByLabel("Content (English)").fill("Made by the browser journey.\n\nSecond paragraph.");
  await dialog.getByLabel("Content (Japanese)").fill("ブラウザーのテストで作成しました。");
  // Two days ahead is after today in Tokyo too (the company calendar): scheduled, not running, so
  // the employee journey running beside this one keeps seeing the demo campaign.
  await dialog.getByLabel("Start date").fill(dateFromToday(2));
  await dialog.getByLabel("Expiry date").fill(dateFromToday(30));
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "journey-banner.png",
    mimeType: "image/png",
    buffer: solidPng(400, 100, [32, 201, 151]),
  });
  await expect(dialog.getByRole("img", { name: "Banner preview" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Scheduled");
  const thumbnail = row.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/api\/campaigns\/images\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  await row.getByRole("link", { name: `View ${title}` }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Second paragraph.")).toBeVisible();
});
