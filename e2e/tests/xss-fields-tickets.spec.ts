import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { type ApiSession, okJson, readAs } from "../support/api-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import {
  batchesOf,
  displayNameRounds,
  expectShown,
  expectShownOverPages,
  fileNamePayloads,
  type Leg,
  legFields,
  nth,
  rename,
  sessionOf,
  shownFileName,
  upTo,
  writeTicketLegs,
} from "../support/xss-fields";

// Stored XSS, field by field (support/xss-fields.ts says how): commuting tickets, their legs,
// notes, reasons, evidence and the deciders' screens.

test.describe("commuting tickets holding XSS payloads", () => {
  // Each test writes through the API, then reads several screens: more than the default budget.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  /**
   * Six members of Digital Solutions 2, led by trang.vu, whom no other journey uses, ten legs
   * each: the payloads go into their places, notes, cancel notes and evidence file names, the
   * deciders' reasons and HR's notes, and their display names; trang.vu, hr1 and approver1 read
   * them. (Every step is pushed to the deciders' open screens as a notice: with trang.vu, the
   * leader's notices at least reach no other journey's screen.)
   */
  const ownerAccounts = ["misaki.sasaki", "yui.matsumoto", "nam.le", "tung.bui", "ryo.tanaka", "quan.le"];
  const legsPerOwner = 10;
  const places = upTo(100);
  const notes = upTo(1000);
  const reasons = upTo(500);
  const names = displayNameRounds(ownerAccounts.length);

  let baseURL: string;
  let api: APIRequestContext;
  let owners: ApiSession[];
  let leader: ApiSession;
  let hr: ApiSession;
  let approver: ApiSession;
  let legs: Leg[];

  const legsOf = (owner: ApiSession) => legs.filter((leg) => leg.owner === owner);
  const ids = () => legs.map((leg) => leg.id);

  test.beforeAll(async ({ playwright }, testInfo) => {
    baseURL = testInfo.project.use.baseURL ?? "";
    api = await playwright.request.newContext({ baseURL });
    owners = [];
    for (const account of ownerAccounts) owners.push(await sessionOf(api, account));
    leader = await sessionOf(api, "trang.vu");
    hr = await sessionOf(api, "hr1");
    approver = await sessionOf(api, "approver1");

    legs = await writeTicketLegs(api, owners, { legsPerOwner, places, notes });
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  /**
   * Opens `path` and expects the texts, with a new round of the owners' display names; then again
   * for each further round (the owners renamed, the page reloaded). `nameRounds: 0` keeps the names.
   */
  async function readScreen(
    browser: Browser,
    session: ApiSession,
    path: string,
    expected: readonly string[],
    { nameRounds = 1 } = {},
  ) {
    await readAs(browser, session, baseURL, async (page, nothingRanYet) => {
      for (let round = 0; round < Math.max(1, nameRounds); round++) {
        const shownNames = round < nameRounds ? names.next() : [];
        await rename(api, owners, shownNames);
        if (round === 0) {
          await page.goto(path);
        } else {
          await nothingRanYet();
          await page.reload();
        }
        await expectShown(page, round === 0 ? [...shownNames, ...expected] : shownNames);
        for (const name of shownNames) names.verified.add(name);
      }
    });
  }

  /** Each owner opens their route: their legs, with the latest rejection's reason. */
  async function ownersRead(browser: Browser, reasonOf: (leg: Leg) => string) {
    for (const owner of owners) {
      const own = legsOf(owner);
      await readAs(browser, owner, baseURL, async (page) => {
        await page.goto("/commuting-ticket");
        await expectShown(page, [
          ...own.flatMap((leg) => [leg.departure, leg.arrival]),
          ...own.map(reasonOf),
        ]);
      });
    }
  }

  async function decide(method: "PUT" | "POST", path: string, session: ApiSession, data: unknown) {
    const result = await okJson<{ decided: number[]; refused: unknown[] }>(
      api.fetch(`/api/commutationTicket/${path}`, { method, headers: session.headers, data }),
      path,
    );
    expect(result.refused).toEqual([]);
  }
  const leaderConfirmsAll = () =>
    decide("PUT", "leaderConfirmOrReject", leader, { ids: ids(), confirm: true });
  const hrConfirmsAll = () => decide("PUT", "hrConfirmOrReject", hr, { ids: ids(), confirm: true });

  /** The owners edit and submit their legs again, with new notes. */
  async function resubmit(noteOf: (leg: Leg) => string) {
    for (const leg of legs) {
      await okJson(
        api.post("/api/commutationTicket/update", {
          headers: leg.owner.headers,
          data: { id: leg.id, ...legFields(leg, noteOf(leg)) },
        }),
        `resubmit ${leg.id}`,
      );
    }
  }

  // Each field takes a run of payloads of its own, so that together they use every payload.
  const noteRuns = { first: 0, second: 60, third: 30 } as const;
  const leaderReason = (leg: Leg) => nth(reasons, leg.index);
  const hrReason = (leg: Leg) => nth(reasons, leg.index + 60);
  const approverReason = (leg: Leg) => nth(reasons, leg.index + 30);
  const cancelNote = (leg: Leg) => nth(notes, leg.index + 45);
  const refundReason = (leg: Leg) => nth(reasons, leg.index + 15);
  const noteOf = (run: keyof typeof noteRuns) => (leg: Leg) => nth(notes, leg.index + noteRuns[run]);
  const placesOf = (leg: Leg) => [leg.departure, leg.arrival];

  test("trang.vu's leader queue shows the owners' names, places and notes as text", async ({ browser }) => {
    await readScreen(
      browser,
      leader,
      "/commuting-ticket/leader",
      legs.flatMap((leg) => [...placesOf(leg), noteOf("first")(leg)]),
      { nameRounds: 3 },
    );
  });

  test("the owners read trang.vu's reasons for rejecting on their routes", async ({ browser }) => {
    for (const leg of legs) {
      await decide("PUT", "leaderConfirmOrReject", leader, {
        ids: [leg.id],
        confirm: false,
        reason: leaderReason(leg),
      });
    }
    await ownersRead(browser, leaderReason);
  });

  test("hr1's desk shows the resubmitted notes and the evidence file names as text", async ({ browser }) => {
    await resubmit(noteOf("second"));
    await leaderConfirmsAll();
    await readScreen(
      browser,
      hr,
      "/commuting-ticket/hr",
      legs.flatMap((leg) => [...placesOf(leg), noteOf("second")(leg)]),
      { nameRounds: 2 },
    );
    await readAs(browser, hr, baseURL, async (page) => {
      await page.goto("/commuting-ticket/hr?tab=evidence");
      await expectShownOverPages(page, fileNamePayloads.map(shownFileName));
      // The files wait for review: their Approve and Reject buttons are checked for contrast here.
      await expect(page.getByRole("button", { name: /^Approve/ }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    await readAs(
      browser,
      hr,
      baseURL,
      async (page) => {
        await page.goto("/commuting-ticket/hr?tab=evidence");
        await expect(page.getByRole("button", { name: /承認$/ }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      },
      "ja",
    );
  });

  test("the owners read hr1's reasons for rejecting on their routes", async ({ browser }) => {
    for (const leg of legs) {
      await decide("PUT", "hrConfirmOrReject", hr, {
        ids: [leg.id],
        confirm: false,
        reason: hrReason(leg),
      });
    }
    await ownersRead(browser, hrReason);
  });

  test("approver1's queue shows the names, places and notes as text", async ({ browser }) => {
    await resubmit(noteOf("third"));
    await leaderConfirmsAll();
    await hrConfirmsAll();
    await readScreen(
      browser,
      approver,
      "/commuting-ticket/approver",
      legs.flatMap((leg) => [...placesOf(leg), noteOf("third")(leg)]),
      { nameRounds: 2 },
    );
  });

  test("hr1's desk shows approver1's reasons for sending tickets back", async ({ browser }) => {
    for (const leg of legs) {
      await okJson(
        api.post(`/api/commutationTicket/reject/${leg.id}`, {
          headers: approver.headers,
          data: { reason: approverReason(leg) },
        }),
        `approver rejects ${leg.id}`,
      );
    }
    await readScreen(browser, hr, "/commuting-ticket/hr", legs.map(approverReason), { nameRounds: 2 });
  });

  test("hr1's refunds list shows the owners' cancel notes as text", async ({ browser }) => {
    await hrConfirmsAll();
    await decide("POST", "approve", approver, { ids: ids() });
    for (const leg of legs) {
      await okJson(
        api.post("/api/commutationTicket/cancel", {
          headers: leg.owner.headers,
          data: {
            ticketId: leg.id,
            cancelDate: leg.startDate,
            cancelType: "full",
            refundAmount: leg.amount,
            cancelReason: 6,
            note: cancelNote(leg),
          },
        }),
        `cancel ${leg.id}`,
      );
    }
    const shownNames = names.next();
    await rename(api, owners, shownNames);
    await readAs(browser, hr, baseURL, async (page) => {
      await page.goto("/commuting-ticket/hr?tab=refunds");
      await expectShownOverPages(page, [...shownNames, ...legs.map(cancelNote)]);
    });
    for (const name of shownNames) names.verified.add(name);
  });

  test("the owners read hr1's reasons for refusing the refunds", async ({ browser }) => {
    for (const leg of legs) {
      await decide("POST", "rejectRefund", hr, { ids: [leg.id], reason: refundReason(leg) });
    }
    await ownersRead(browser, refundReason);
  });

  test("a ticket's page shows HR's note and evidence review, the reasons, notes and file names as text", async ({
    browser,
  }) => {
    // HR's note (1,000 characters) and the reason for refusing an evidence file (500) go in
    // batches of payloads, one a line, a ticket each: together every payload is on some page.
    const noteBatches = batchesOf(notes, 1000);
    const reviewBatches = batchesOf(reasons, 500);
    const noted = legs.slice(0, Math.max(noteBatches.length, reviewBatches.length));
    for (const [index, leg] of noted.entries()) {
      const note = noteBatches[index]?.join("\n");
      if (note) {
        await okJson(
          api.post("/api/commutationTicket/save-note", { headers: hr.headers, data: { id: leg.id, note } }),
          `note on ${leg.id}`,
        );
      }
      const reason = reviewBatches[index]?.join("\n");
      if (reason) {
        await okJson(
          api.post("/api/commutationTicket/rejectEvidence", {
            headers: hr.headers,
            data: { id: leg.evidenceId, reason },
          }),
          `evidence review on ${leg.id}`,
        );
      }
    }
    // One owner a page: their name as it is now.
    const nameOf = (leg: Leg) => names.current[owners.indexOf(leg.owner)] ?? "";
    for (const [index, leg] of noted.entries()) {
      await readScreen(
        browser,
        approver,
        `/commuting-ticket/ticket/${leg.id}`,
        [
          nameOf(leg),
          ...(noteBatches[index] ?? []),
          ...(reviewBatches[index] ?? []),
          ...placesOf(leg),
          noteOf("third")(leg),
          cancelNote(leg),
          ...[leaderReason, hrReason, approverReason, refundReason].map((reason) => reason(leg)),
          ...(fileNamePayloads[leg.index] === undefined
            ? []
            : [shownFileName(fileNamePayloads[leg.index] ?? "")]),
        ],
        { nameRounds: 0 },
      );
    }
    // The leader reads the same pages but for HR's note.
    const first = legs[0] as Leg;
    await readScreen(
      browser,
      leader,
      `/commuting-ticket/ticket/${first.id}`,
      [nameOf(first), noteOf("third")(first), cancelNote(first)],
      { nameRounds: 0 },
    );
    expect(names.verified.size, "display names seen by another user").toBeGreaterThanOrEqual(50);
  });
});
