import type { Campaign, CampaignDetail } from "@portal/contract/campaign/campaign.schema";
import type { Paged } from "@portal/contract/common/paging";
import type { Station } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { MenuNode } from "@portal/contract/menu/menu.schema";
import type { Notification } from "@portal/contract/notification/notification.schema";
import { describe, expect, it } from "vitest";
import { nth, upTo, useXssFieldsCompany } from "../testing/quality/xss-fields";
import { imageBytes, multipartPayload } from "../testing/upload";

/**
 * Proof of quality, stored XSS (the server's half; the browser's is e2e/tests/xss-fields-*.spec.ts),
 * in what HR and administrators publish for everyone: campaigns, notifications, stations and menu
 * titles, given each payload of the list that fits them, are kept as sent and given back to every
 * reader as JSON text, with no escaping, stripping or rewriting on the way (the screens render
 * text). What employees write: xss-fields-employees.http.test.ts.
 */

// Each test stores and reads back up to a thousand values: a minute, with other tests running beside.
describe("XSS payloads in the free-text fields HR and administrators publish", { timeout: 60_000 }, () => {
  const suite = useXssFieldsCompany();
  const { ids, auth, ok } = suite;

  it("keeps what HR and administrators publish as sent: campaigns, notifications, stations, menu titles", async () => {
    const upload = multipartPayload([
      { name: "file", filename: "banner.png", contentType: "image/png", content: imageBytes.png },
    ]);
    const image = await suite.t.app.inject({
      method: "POST",
      url: "/api/campaigns/images",
      headers: { ...auth.admin1, ...upload.headers },
      payload: upload.payload,
    });
    expect(image.statusCode, image.body).toBe(200);
    const { imageFile } = image.json<{ imageFile: string }>();
    const campaigns: string[][] = [];
    const notifications: [string, string][] = [];
    for (const [index, titleEn] of upTo(200).entries()) {
      const campaign = {
        titleEn,
        titleJa: nth(upTo(200), index + 1),
        contentEn: nth(upTo(10_000), index + 2),
        contentJa: nth(upTo(10_000), index + 3),
      };
      const created = await ok<Campaign>("POST", "/api/campaigns", "admin1", {
        ...campaign,
        startDate: "2026-11-01",
        expiredDate: "2026-11-30",
        imageFile,
      });
      const en = await ok<CampaignDetail>("GET", `/api/campaign/${created.id}`, "owner1");
      const ja = await suite.t.app.inject({
        method: "GET",
        url: `/api/campaign/${created.id}`,
        headers: { ...auth.owner1, "accept-language": "ja" },
      });
      const inJapanese = ja.json<CampaignDetail>();
      campaigns.push([en.title, inJapanese.title, en.content, inJapanese.content]);
      const message = nth(upTo(2000), index + 4);
      await ok("POST", "/api/notifications", "hr1", {
        audience: { type: "user", employeeId: ids.owner1 },
        severity: 1,
        titleEn,
        messageEn: message,
      });
      notifications.push([titleEn, message]);
    }
    expect(campaigns).toEqual(
      upTo(200).map((titleEn, index) => [
        titleEn,
        nth(upTo(200), index + 1),
        nth(upTo(10_000), index + 2),
        nth(upTo(10_000), index + 3),
      ]),
    );
    // owner1 may hear of other things too, and the list is paged: every page is read.
    const shown = new Set<string>();
    for (let page = 1; ; page++) {
      const response = await suite.t.app.inject({
        method: "GET",
        url: "/api/notifications/all",
        headers: { ...auth.owner1, "x-pagination-page": String(page), "x-pagination-size": "100" },
      });
      const rows = response.json<Paged<Notification>>().data;
      for (const row of rows) shown.add(`${row.title}\u0001${row.message}`);
      if (rows.length < 100) break;
    }
    expect(notifications.filter(([title, message]) => !shown.has(`${title}\u0001${message}`))).toEqual([]);

    const stations: Station[] = [];
    for (const [index, name] of upTo(100).entries()) {
      const station = { name, line: nth(upTo(100), index + 1), operator: nth(upTo(100), index + 2) };
      await ok("POST", "/api/commutationTicket/station", "hr1", station);
      stations.push({ name, label: `${station.name} (${station.line}, ${station.operator})` });
    }
    const suggested = new Map<string, string>();
    for (const search of ["alert(1)", "__xss", "msgbox(1)", "&#97;", "pg=="]) {
      const url = `/api/commutationTicket/station?search=${encodeURIComponent(search)}`;
      for (const station of await ok<Station[]>("GET", url, "owner1"))
        suggested.set(station.label, station.name);
    }
    expect(stations.filter((station) => suggested.get(station.label) !== station.name)).toEqual([]);

    // A menu title takes no control character (no line break).
    const titles = upTo(100).filter((title) => !/\p{Cc}/u.test(title));
    for (const titleKey of titles) {
      await ok("POST", "/api/menu/items", "admin1", {
        parentId: null,
        titleKey,
        icon: null,
        screen: "about",
        url: null,
        target: null,
        hidden: false,
        skip: false,
        numberSource: null,
        roles: [],
      });
    }
    const menu = await ok<MenuNode[]>("GET", "/api/menu/fes/owner1", "owner1");
    const menuTitles = new Set(menu.map((node) => node.title));
    expect(titles.filter((title) => !menuTitles.has(title))).toEqual([]);
  });
});
