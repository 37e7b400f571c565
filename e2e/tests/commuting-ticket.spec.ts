import { expect, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

/** A date `days` from today as the date field takes it (YYYY/MM/DD), in Japan's calendar. */
function dateFromToday(days: number): string {
  const japan = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return japan.toISOString().slice(0, 10).replaceAll("-", "/");
}

test("employee1 asks for a train ticket over budget with a reason; it waits for leader1, whose menu counts it", async ({
  browser,
}) => {
  // Two people sign in and a whole form is filled: more than the default budget on a busy runner.
  test.setTimeout(90_000);
  const employeeContext = await browser.newContext();
  const leaderContext = await browser.newContext();
  try {
    const employee = await employeeContext.newPage();
    await employee.goto("/login");
    await signInWithPassword(employee, "employee1");
    await expect(employee).toHaveURL(/\/home$/);
    await employee.getByRole("link", { name: /^Commuting ticket/ }).click();
    await expect(employee.getByRole("heading", { name: "My commuting route", level: 1 })).toBeVisible();
    // The page offers it in its header and again in the empty state.
    await employee.getByRole("link", { name: "New ticket" }).first().click();

    const form = employee.getByRole("form", { name: "New commuting ticket" });
    await expect(form).toBeVisible();
    await form.getByRole("radio", { name: "Train" }).check();
    // Station autocomplete: a suggestion carries line and operator; the field keeps the name.
    await form.getByRole("combobox", { name: "Departure" }).fill("新宿");
    await employee
      .getByRole("option", { name: /^新宿 \(/ })
      .first()
      .click();
    await expect(form.getByRole("combobox", { name: "Departure" })).toHaveValue("新宿");
    await form.getByRole("combobox", { name: "Arrival" }).fill("東京");
    await employee
      .getByRole("option", { name: /^東京 \(/ })
      .first()
      .click();
    await form.getByRole("radio", { name: "1 month" }).check();
    await form.getByRole("textbox", { name: "Start date" }).fill(dateFromToday(14));
    await form.getByRole("textbox", { name: "Start date" }).press("Tab");
    await form.getByRole("textbox", { name: "Amount" }).fill("80000");
    await form.getByRole("textbox", { name: "Amount" }).press("Tab");

    // Over the allowance limit: a warning, and the notes must give the reason.
    await expect(form.getByText("Above your allowance limit")).toBeVisible();
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByText(/give the reason/i).first()).toBeVisible();
    await form
      .getByRole("textbox", { name: "Notes" })
      .fill("Moved further out; two lines until the new office opens.");
    await form.getByRole("button", { name: "Submit" }).click();

    await expect(employee.getByText("Your request was sent to your leader for confirmation.")).toBeVisible();
    await expect(employee.getByRole("heading", { name: "My commuting route", level: 1 })).toBeVisible();
    await expect(employee.getByText("Submitted to leader").first()).toBeVisible();
    await expect(employee.getByText("Waiting for your leader's confirmation.").first()).toBeVisible();

    const leader = await leaderContext.newPage();
    await leader.goto("/login");
    await signInWithPassword(leader, "leader1");
    await expect(leader).toHaveURL(/\/home$/);
    await expect(leader.getByRole("link", { name: /Tickets to confirm.*\(\d+\)/ })).toBeVisible();
  } finally {
    await employeeContext.close();
    await leaderContext.close();
  }
});
