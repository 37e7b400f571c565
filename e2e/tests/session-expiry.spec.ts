import { expect, test } from "@playwright/test";
import { signInWithPassword } from "../support/login-form";

test("an idle tab notices the session has expired and returns to sign-in with the message", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/login?url=%2Fhome");
  await signInWithPassword(page, "hr1");
  await expect(page.getByRole("heading", { name: "Welcome, Yumi Ito" })).toBeVisible();

  // Nobody touches the tab for a working day: the 8-hour session runs out.
  await page.clock.fastForward("08:00:30");
  await expect(page.getByText("Your session has expired.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?url=%2Fhome$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a session the server no longer accepts ends on the next call", async ({ page }) => {
  await page.goto("/login");
  // The home page's last first call (the menu's numbers, asked once the menu is there): signing out
  // before it would let that call, not the reload's, be the next one.
  const pageLoaded = page.waitForResponse((response) =>
    response.url().includes("/api/menu/fes/updateNumber"),
  );
  await signInWithPassword(page, "employee2");
  await expect(page.getByRole("heading", { name: "Welcome, Misaki Suzuki" })).toBeVisible();
  await pageLoaded;
  // The token is signed out behind the page's back (another tab, an administrator, ...).
  await page.evaluate(async () => {
    await fetch("/api/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${localStorage.getItem("token")}` },
    });
  });
  await page.reload();
  await expect(page.getByText("Your session has expired.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?url=%2Fhome$/);
});
