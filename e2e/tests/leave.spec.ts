import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { type ApiSession, apiSignIn, okJson } from "../support/api-session";

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const shown = (iso: string) => iso.replaceAll("-", "/");

/**
 * A Tuesday and the Wednesday after it, about four months ahead (beyond the demo's leave, which
 * reaches three months ahead), neither of them a day off the server knows (a public holiday, the
 * New Year closure): as the date field shows them, YYYY/MM/DD.
 */
async function twoWorkingDaysAhead(
  request: APIRequestContext,
  session: ApiSession,
): Promise<[string, string]> {
  const start = new Date(Date.now() + 9 * 3_600_000 + 120 * 86_400_000);
  start.setUTCDate(start.getUTCDate() + ((9 - start.getUTCDay()) % 7));
  const end = new Date(start.getTime() + 70 * 86_400_000);
  const daysOff = await okJson<{ date: string }[]>(
    request.get(`/api/leave/daysOff?from=${isoOf(start)}&to=${isoOf(end)}`, { headers: session.headers }),
    "days off",
  );
  const off = new Set(daysOff.map((day) => day.date));
  for (let tuesday = start; tuesday < end; tuesday = new Date(tuesday.getTime() + 7 * 86_400_000)) {
    const wednesday = isoOf(new Date(tuesday.getTime() + 86_400_000));
    if (!off.has(isoOf(tuesday)) && !off.has(wednesday)) return [shown(isoOf(tuesday)), shown(wednesday)];
  }
  throw new Error("no two working days in ten weeks");
}

async function pageOf(browser: Browser, session: ApiSession, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [...session.storage, { name: "culture", value: "en" }],
        },
      ],
    },
  });
  return context.newPage();
}

test("employee1 asks for two days of annual leave, leader1 approves them, and employee1 sees it", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "";
  const employeeSession = await apiSignIn(request, "employee1");
  const employee = await pageOf(browser, employeeSession, origin);
  const leader = await pageOf(browser, await apiSignIn(request, "leader1"), origin);
  const [first, second] = await twoWorkingDaysAhead(request, employeeSession);
  try {
    await employee.goto("/leave");
    const left = employee.getByTestId("leave-left");
    await expect(left).toBeVisible();
    const before = await left.textContent();

    await employee.getByRole("button", { name: "Ask for leave" }).click();
    const dialog = employee.getByRole("dialog", { name: "Ask for leave" });
    await dialog.getByRole("textbox", { name: /^First day/ }).fill(first);
    await dialog.getByRole("textbox", { name: /^Last day/ }).fill(second);
    await expect(dialog.getByText("2 working days: 2 days")).toBeVisible();
    await dialog.getByRole("textbox", { name: /^Reason/ }).fill("Visiting family in Sendai");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(employee.getByText("Request sent.")).toBeVisible();
    const row = employee.getByRole("row").filter({ hasText: `${first} – ${second}` });
    await expect(row.getByText("Submitted")).toBeVisible();
    // The hours are drawn at once: two days fewer are left.
    await expect(left).not.toHaveText(before ?? "");

    await leader.goto("/leave/leader");
    const waiting = leader.getByRole("row").filter({ hasText: "Visiting family in Sendai" });
    await expect(waiting.getByText("Kenta Sato")).toBeVisible();
    await waiting.getByRole("button", { name: "Approve" }).click();
    await expect(leader.getByText("Leave approved.")).toBeVisible();
    await expect(waiting).toHaveCount(0);

    await employee.reload();
    await expect(
      employee
        .getByRole("row")
        .filter({ hasText: `${first} – ${second}` })
        .getByText("Approved"),
    ).toBeVisible();
    await employee.getByRole("button", { name: /^Notifications/ }).click();
    await expect(
      employee.getByRole("list", { name: "Latest notifications" }).getByText("Leave approved").first(),
    ).toBeVisible();
  } finally {
    await employee.context().close();
    await leader.context().close();
  }
});
