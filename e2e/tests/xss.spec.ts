import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { withoutNul } from "@portal/contract/common/without-nul";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { signInWithPassword } from "../support/login-form";
import { watchForXss } from "../support/xss-watch";

/** A date `days` from today (YYYY-MM-DD), in Japan's calendar. */
function isoFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The bearer header of an account, signed in through the API the sign-in screen uses. */
async function bearerOf(request: APIRequestContext, userId: string) {
  const response = await request.post("/api/login", { data: { userId, password: "Portal#2026" } });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** A reader signed in through the screen, watched for payloads that run from the first page on. */
async function watchedReader(
  browser: Browser,
  account: string,
): Promise<[Page, (content: string) => Promise<void>]> {
  const page = await (await browser.newContext()).newPage();
  const watch = await watchForXss(page);
  await page.goto("/login");
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return [page, watch.expectNothingRan];
}

test("comments holding XSS payloads, posted by employee1, stay inert text for leader1", async ({
  browser,
  request,
}) => {
  const author = await bearerOf(request, "employee1");
  const created = await request.post("/api/commutationTicket", {
    headers: author,
    data: {
      tickets: [
        {
          departure: "高円寺",
          arrival: "新宿",
          transportType: "Train",
          duration: 1,
          startDate: isoFromToday(26),
          amount: 6200,
          notes: "XSS journey: payloads in the comments.",
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const route = (await created.json()) as { tickets: { id: number; departure: string }[] };
  const ticketId = route.tickets.filter((leg) => leg.departure === "高円寺").at(-1)?.id;
  expect(ticketId).toBeDefined();
  for (const payload of xssPayloads) {
    const posted = await request.post(`/api/comments/commutationTicket/${ticketId}`, {
      headers: author,
      data: { comment: payload },
    });
    expect(posted.status(), payload).toBe(200);
  }

  const [leader, expectNothingRan] = await watchedReader(browser, "leader1");
  try {
    await leader.goto(`/commuting-ticket/ticket/${ticketId}`);
    const thread = leader.getByRole("region", { name: "Comments" });
    for (const shown of [
      "<svg onload=alert(1)>",
      "<iframe src=javascript:alert(1)></iframe>",
      "[click](vbscript:msgbox(1))",
    ]) {
      await expect(thread.getByText(shown, { exact: true })).toBeVisible();
    }
    const text = (await thread.textContent()) ?? "";
    for (const payload of xssPayloads) expect(text, payload).toContain(withoutNul(payload));
    await expectNothingRan('section[aria-label="Comments"]');
  } finally {
    await leader.context().close();
  }
});

test("a help page of XSS payloads, published by admin1, stays inert for employee1", async ({
  browser,
  request,
}) => {
  const admin = await bearerOf(request, "admin1");
  const page = "/api/markdown/portal/xss-check/1";
  const saveDraft = (markdown: string) =>
    request.put(`${page}/draft`, {
      headers: admin,
      data: { language: "en", title: "<img src=x onerror=alert(1)> Payloads", markdown },
    });
  // The server refuses raw HTML and script URLs; what it takes is text and code.
  const accepted: string[] = [];
  for (const payload of xssPayloads) {
    const response = await saveDraft(payload);
    expect([200, 400], payload).toContain(response.status());
    if (response.status() === 200) {
      accepted.push(payload);
    } else {
      const { errors } = (await response.json()) as { errors: { field: string }[] };
      expect(errors.map((error) => error.field)).toEqual(["markdown"]);
    }
  }
  expect(accepted).toContain("`<img src=x onerror=alert(1)>`");
  expect(accepted).not.toContain("<script>alert(1)</script>");
  expect(accepted).not.toContain("[click](javascript:alert(1))");
  const markdown = xssPayloads
    .map((payload, index) => {
      const parts = [`## Payload ${index + 1}`];
      if (accepted.includes(payload)) parts.push(payload);
      if (!payload.includes("\n") && !payload.includes("``")) parts.push(`Inline: \`\` ${payload} \`\``);
      parts.push(`~~~~text\n${payload}\n~~~~`);
      return parts.join("\n\n");
    })
    .join("\n\n");
  const saved = await saveDraft(markdown);
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`${page}/publish`, { headers: admin, data: { language: "en" } });
  expect(published.status(), await published.text()).toBe(200);

  const [reader, expectNothingRan] = await watchedReader(browser, "employee1");
  try {
    await reader.goto("/help/portal/xss-check/1?lang=en");
    const article = reader.getByRole("article");
    await expect(
      article.getByRole("heading", { name: "<img src=x onerror=alert(1)> Payloads" }),
    ).toBeVisible();
    await expect(article.getByText("<script>alert(1)</script>", { exact: true }).first()).toBeVisible();
    const blocks = await article.locator("pre code.language-text").allTextContents();
    expect(blocks).toEqual(xssPayloads.map((payload) => `${withoutNul(payload)}\n`));
    await expectNothingRan("article");
  } finally {
    await reader.context().close();
  }
});
