import { expect, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

test("hr1 sends a notification and employee1's bell shows it without a reload, then marks all as read", async ({
  browser,
}) => {
  const employeeContext = await browser.newContext();
  const hrContext = await browser.newContext();
  try {
    const employee = await employeeContext.newPage();
    await employee.goto("/login");
    await signInWithPassword(employee, "employee1");
    await expect(employee).toHaveURL(/\/home$/);
    const bell = employee.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    // Every page load counts as a navigation: the test must end on this same page.
    let reloads = 0;
    employee.on("framenavigated", (frame) => {
      if (frame === employee.mainFrame()) reloads++;
    });

    const hr = await hrContext.newPage();
    await hr.goto("/login");
    await signInWithPassword(hr, "hr1");
    await expect(hr).toHaveURL(/\/home$/);
    await hr.getByRole("link", { name: "Send notifications" }).click();
    await expect(hr.getByRole("heading", { name: "Send notifications", level: 1 })).toBeVisible();

    const title = `Fire drill ${Date.now()}`;
    const form = hr.getByRole("form", { name: "New notification" });
    await form.getByRole("radio", { name: "One employee" }).check();
    const picker = form
      .getByRole("textbox", { name: "Employee" })
      .or(form.getByRole("combobox", { name: "Employee" }));
    await picker.fill("employee1");
    await hr
      .getByRole("option", { name: /employee1/ })
      .first()
      .click();
    await form.getByRole("textbox", { name: "Title (English)" }).fill(title);
    await form.getByRole("textbox", { name: "Message (English)" }).fill("Leave by the east stairs at 14:00.");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(hr.getByText("Sent to 1 person.")).toBeVisible();

    // Pushed: the notice appears and the bell counts it, with no reload.
    await expect(employee.getByText(title).first()).toBeVisible();
    await expect(bell).toHaveAccessibleName(/Notifications \(\d+ unread\)/);
    await bell.click();
    const list = employee.getByRole("list", { name: "Latest notifications" });
    const item = list.getByRole("listitem").filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByText("NEW")).toBeVisible();

    await employee.getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(item.getByText("NEW")).toBeHidden();
    expect(reloads).toBe(0);
  } finally {
    await employeeContext.close();
    await hrContext.close();
  }
});
