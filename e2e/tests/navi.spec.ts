import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
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

/** Picks a station suggestion for a departure or arrival field of the chat's ticket form. */
async function chooseStation(page: Page, form: Locator, field: string, name: string) {
  await form.getByRole("combobox", { name: field }).fill(name);
  await page
    .getByRole("option", { name: new RegExp(`^${name} \\(`) })
    .first()
    .click();
}

const journeys = [
  {
    language: "English",
    open: "Open Navi, the chat assistant",
    ask: "I want a new commuter pass",
    form: "New commuting ticket",
    fields: {
      departure: "Departure",
      arrival: "Arrival",
      start: "Start date",
      amount: "Amount",
      notes: "Notes",
    },
    train: "Train",
    month: /^1 month/,
    submit: "Submit",
    amountError: "Amount invalid.",
    from: "荻窪",
    to: "新宿",
    startsIn: 10,
  },
  {
    language: "日本語",
    open: "チャットアシスタント Navi を開く",
    ask: "新しい定期券を申請したいです",
    form: "新しい通勤定期券",
    fields: { departure: "出発地", arrival: "到着地", start: "開始日", amount: "金額", notes: "備考" },
    train: "電車",
    month: /^1 ?(か月|ヶ月|カ月)/,
    submit: "送信",
    amountError: "金額が正しくありません。",
    from: "三鷹",
    to: "東京",
    startsIn: 12,
  },
] as const;

for (const journey of journeys) {
  test(`employee1 asks Navi for a new commuter pass in ${journey.language}, corrects a wrong amount, and finds it on the route`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, "employee1");
    try {
      if (journey.language !== "English") {
        await expect(async () => {
          await page.getByRole("button", { name: /^(Language|言語): / }).click();
          await expect(page.getByRole("menuitem", { name: journey.language })).toBeVisible({
            timeout: 2_000,
          });
        }).toPass({ timeout: 15_000 });
        await page.getByRole("menuitem", { name: journey.language }).click();
      }
      await page.getByRole("button", { name: journey.open }).click();
      const navi = page.getByRole("dialog", { name: /Navi/ });
      // The chat starts in employee1's language by nationality (Japanese); their words set it after.
      const composer = navi.getByRole("textbox", { name: /^(Message to Navi|Navi へのメッセージ)$/ });
      await composer.fill(journey.ask);
      await composer.press("Enter");

      // Navi answers with the ticket form inside the chat.
      const form = navi.getByRole("form", { name: journey.form }).last();
      await expect(form).toBeVisible();
      await form.getByRole("radio", { name: journey.train }).check();
      await chooseStation(page, form, journey.fields.departure, journey.from);
      await chooseStation(page, form, journey.fields.arrival, journey.to);
      await form.getByRole("radio", { name: journey.month }).check();
      await form.getByRole("textbox", { name: journey.fields.start }).fill(dateFromToday(journey.startsIn));
      await form.getByRole("textbox", { name: journey.fields.start }).press("Tab");
      await form
        .getByRole("textbox", { name: journey.fields.notes })
        .fill("Navi journey: to the client's office.");

      // A wrong amount is refused on the field; corrected, the request goes through.
      await form.getByRole("textbox", { name: journey.fields.amount }).fill("0");
      await form.getByRole("button", { name: journey.submit }).click();
      await expect(form.getByText(journey.amountError).first()).toBeVisible();
      await form.getByRole("textbox", { name: journey.fields.amount }).fill("5240");
      await form.getByRole("button", { name: journey.submit }).click();
      await expect(navi.getByRole("link", { name: /commut|通勤|定期/i }).last()).toBeVisible();

      // The new ticket is on employee1's commuting route.
      await page.goto("/commuting-ticket");
      await expect(page.getByText(`${journey.from} → ${journey.to}`).first()).toBeVisible();
    } finally {
      await page.context().close();
    }
  });
}
