import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

/** A date `days` from today (YYYY-MM-DD), in Japan's calendar. */
function isoFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

test("employee1 comments on a ticket, leader1 replies, and employee1 sees the reply live", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const employee = await signedIn(browser, "employee1");
  const leader = await signedIn(browser, "leader1");
  try {
    // A ticket of employee1's to talk about, asked for through the API the screens use.
    const token = await employee.evaluate(() => localStorage.getItem("token"));
    const created = await employee.request.post("/api/commutationTicket", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        tickets: [
          {
            departure: "吉祥寺",
            arrival: "渋谷",
            transportType: "Train",
            duration: 1,
            startDate: isoFromToday(25),
            amount: 4500,
            notes: "Comment journey: Inokashira line.",
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const route = (await created.json()) as { tickets: { id: number; departure: string }[] };
    const ticket = route.tickets.filter((leg) => leg.departure === "吉祥寺").at(-1);
    expect(ticket).toBeDefined();

    await employee.goto(`/commuting-ticket/ticket/${ticket?.id}`);
    const employeeThread = employee.getByRole("region", { name: "Comments" });
    await employeeThread
      .getByRole("textbox", { name: "New comment" })
      .fill("Is the Inokashira line fine for this pass?");
    await employeeThread.getByRole("button", { name: "Post" }).click();
    await expect(employeeThread.getByText("Is the Inokashira line fine for this pass?")).toBeVisible();

    // leader1 reads it on the same ticket and replies; employee1's open thread shows it live.
    await leader.goto(`/commuting-ticket/ticket/${ticket?.id}`);
    const leaderThread = leader.getByRole("region", { name: "Comments" });
    await expect(leaderThread.getByText("Is the Inokashira line fine for this pass?")).toBeVisible();
    await leaderThread.getByRole("button", { name: "Reply" }).first().click();
    await leaderThread.getByRole("textbox", { name: /^Reply to / }).fill("Yes, it is the shortest route.");
    await leaderThread.getByRole("button", { name: "Reply" }).last().click();
    await expect(employeeThread.getByText("Yes, it is the shortest route.")).toBeVisible();
  } finally {
    await employee.context().close();
    await leader.context().close();
  }
});
