import { type APIRequestContext, expect, test } from "@playwright/test";
import { type ApiSession, okJson, readAs } from "../support/api-session";
import { solidPng } from "../support/png";
import {
  expectShown,
  expectShownOverPages,
  isoFromToday,
  nth,
  press,
  sessionOf,
  upTo,
} from "../support/xss-fields";

// Stored XSS, field by field (support/xss-fields.ts says how): what HR and administrators
// publish: campaigns, notifications, stations, menu items.

test.describe("texts HR and administrators publish, holding XSS payloads", () => {
  // Each test writes through the API, then reads several screens: more than the default budget.
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  let baseURL: string;
  let api: APIRequestContext;
  let admin: ApiSession;
  let hr: ApiSession;
  /**
   * naoki.shimizu reads what HR and administrators publish to employees: no other journey uses
   * them, so the notices pushed to them show on no other journey's screens.
   */
  let employee: ApiSession;

  test.beforeAll(async ({ playwright }, testInfo) => {
    baseURL = testInfo.project.use.baseURL ?? "";
    api = await playwright.request.newContext({ baseURL });
    admin = await sessionOf(api, "admin1");
    hr = await sessionOf(api, "hr1");
    employee = await sessionOf(api, "naoki.shimizu");
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  test("campaigns by admin1: hr1's list and an employee's home and campaign pages show their texts as text", async ({
    browser,
  }) => {
    const titles = upTo(200);
    const contents = upTo(10_000);
    const image = await okJson<{ imageFile: string }>(
      api.post("/api/campaigns/images", {
        headers: admin.headers,
        multipart: {
          file: { name: "banner.png", mimeType: "image/png", buffer: solidPng(400, 100, [200, 40, 40]) },
        },
      }),
      "banner",
    );
    const create = (data: Record<string, string>) =>
      okJson<{ id: number }>(
        api.post("/api/campaigns", { headers: admin.headers, data: { ...data, imageFile: image.imageFile } }),
        `campaign ${data.titleEn}`,
      );
    // One campaign a title, past (the home page keeps the running one); their pages stay readable.
    const past: { id: number; index: number }[] = [];
    for (const [index, titleEn] of titles.entries()) {
      const { id } = await create({
        titleEn,
        titleJa: nth(titles, index + 47),
        contentEn: nth(contents, index + 11),
        contentJa: nth(contents, index + 59),
        startDate: isoFromToday(-40),
        expiredDate: isoFromToday(-30),
      });
      past.push({ id, index });
    }
    // And one running from today, so the home page's banner shows it: every payload its paragraph.
    const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((part) => part.trim() !== "");
    const running = { titleEn: "<svg onload=alert(1)>", titleJa: "<img src=x onerror=alert(1)>" };
    const { id: runningId } = await create({
      ...running,
      contentEn: contents.join("\n\n"),
      contentJa: [...contents].reverse().join("\n\n"),
      startDate: isoFromToday(0),
      expiredDate: isoFromToday(1),
    });

    for (const language of ["en", "ja"] as const) {
      await readAs(
        browser,
        hr,
        baseURL,
        async (page) => {
          await page.goto("/administration/campaigns");
          await expectShown(
            page,
            past.map(({ index }) => (language === "en" ? nth(titles, index) : nth(titles, index + 47))),
          );
        },
        language,
      );
    }
    await readAs(browser, employee, baseURL, async (page, nothingRanYet) => {
      await page.goto("/home");
      const banner = page.getByRole("region", { name: "Campaign" });
      await expect(banner.getByRole("img", { name: running.titleEn, exact: true })).toBeVisible();
      await expect(banner.getByText(running.titleEn, { exact: true })).toBeVisible();
      await nothingRanYet();
      await page.goto(`/campaign-detail/${runningId}`);
      await expect(page.getByRole("heading", { name: running.titleEn, level: 1 })).toBeVisible();
      await expectShown(page, contents.flatMap(paragraphs));
      for (const { id, index } of past.slice(0, 3)) {
        await nothingRanYet();
        await page.goto(`/campaign-detail/${id}`);
        await expectShown(page, [nth(titles, index), ...paragraphs(nth(contents, index + 11))]);
      }
    });
    await readAs(
      browser,
      employee,
      baseURL,
      async (page) => {
        await page.goto(`/campaign-detail/${runningId}`);
        await expect(page.getByRole("heading", { name: running.titleJa, level: 1 })).toBeVisible();
        await expectShown(page, contents.flatMap(paragraphs));
      },
      "ja",
    );
  });

  test("notifications hr1 sends: the employee's bell and list show their titles and messages as text", async ({
    browser,
  }) => {
    const titles = upTo(200);
    const messages = upTo(2000);
    const recipient = await okJson<{ id: number }>(
      api.get("/api/employee/profile", { headers: employee.headers }),
      "naoki.shimizu",
    );
    for (const [index, titleEn] of titles.entries()) {
      await okJson(
        api.post("/api/notifications", {
          headers: hr.headers,
          data: {
            audience: { type: "user", employeeId: recipient.id },
            severity: index % 4,
            titleEn,
            titleJa: nth(titles, index + 30),
            messageEn: nth(messages, index + 60),
            messageJa: nth(messages, index + 90),
            link: null,
          },
        }),
        `notification ${titleEn}`,
      );
    }
    await readAs(browser, employee, baseURL, async (page) => {
      await page.goto("/home");
      await press(page.getByRole("button", { name: /^Notifications/ }));
      // The bell's list: the latest ten.
      await expectShown(page, titles.slice(-10), 'ul[aria-label="Latest notifications"]');
      await press(page.getByRole("button", { name: "See all notifications" }));
      await expectShownOverPages(
        page,
        titles.flatMap((title, index) => [title, nth(messages, index + 60)]),
        '[role="dialog"][aria-modal="true"]',
      );
    });
  });

  test("stations hr1 adds: an employee's station suggestions show their names, lines and operators as text", async ({
    browser,
  }) => {
    const places = upTo(100);
    const stations = places.map((name, index) => ({
      name,
      line: nth(places, index + 31),
      operator: nth(places, index + 62),
    }));
    for (const station of stations) {
      await okJson(
        api.post("/api/commutationTicket/station", { headers: hr.headers, data: station }),
        station.name,
      );
    }
    // The search matches name, line and operator (NFKC, lower case): every payload has a marker.
    const searchKey = (station: (typeof stations)[number]) =>
      `${station.name} ${station.line} ${station.operator}`.normalize("NFKC").toLowerCase();
    const searches = ["alert(1)", "__xss", "msgbox(1)", "&#97;", "pg=="];
    const found = new Set<string>();
    await readAs(browser, employee, baseURL, async (page) => {
      await page.goto("/commuting-ticket/new?kind=createTicket");
      const departure = page.getByRole("form", { name: "New commuting ticket" }).getByRole("combobox", {
        name: "Departure",
      });
      for (const search of searches) {
        const matching = stations.filter((station) => searchKey(station).includes(search));
        if (matching.length === 0) continue;
        await departure.fill(search);
        await expectShown(
          page,
          matching.map((station) => `${station.name} (${station.line}, ${station.operator})`),
          page.getByRole("listbox", { name: "Departure" }),
        );
        for (const station of matching) found.add(station.name);
      }
      await departure.fill("");
    });
    expect(found.size).toBe(stations.length);
  });

  test("menu items admin1 adds: deputy1's sidebar shows their titles as text", async ({ browser }) => {
    // A title takes 100 characters and no control character (no line break).
    const titles = upTo(100).filter((title) => !/\p{Cc}/u.test(title));
    const ids: number[] = [];
    try {
      for (const titleKey of titles) {
        const item = await okJson<{ id: number }>(
          api.post("/api/menu/items", {
            headers: admin.headers,
            data: {
              parentId: null,
              titleKey,
              icon: null,
              screen: "about",
              url: null,
              target: null,
              hidden: false,
              skip: false,
              numberSource: null,
              // Only delegators (deputy1, admin1) see them, and only while this test runs.
              roles: ["delegator"],
            },
          }),
          `menu item ${titleKey}`,
        );
        ids.push(item.id);
      }
      const deputy = await sessionOf(api, "deputy1");
      await readAs(browser, deputy, baseURL, async (page) => {
        await page.goto("/about");
        await expectShown(page, titles, page.getByRole("navigation", { name: "Main menu" }));
      });
    } finally {
      for (const id of ids) {
        const removed = await api.delete(`/api/menu/items/${id}`, { headers: admin.headers });
        expect(removed.status(), `menu item ${id}`).toBe(204);
      }
    }
  });
});
