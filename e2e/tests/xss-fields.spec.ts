import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { type ApiSession, apiSignIn, okJson, readAs } from "../support/api-session";
import { solidPng } from "../support/png";

/**
 * Stored XSS, field by field: the payloads of packages/contract/src/testing/xss-payloads.ts put
 * through the API, as the users who may write them, into every user-typed field the screens show,
 * and every screen showing them opened as another user with watchForXss: no dialog, no injected
 * handler, no script run, and the payload shown as text. Comments and help pages: xss.spec.ts.
 *
 * Fields other than comments and help pages refuse text holding NUL (400), so they take the
 * payloads without it; a field takes those that fit its length, none is ever cut.
 */
const storable = xssPayloads.filter((payload) => !payload.includes("\u0000"));
const upTo = (maxLength: number) => storable.filter((payload) => payload.length <= maxLength);
/** The i-th payload of a list, going round. */
const nth = (list: readonly string[], index: number) => list[index % list.length] ?? "";

/**
 * File names keep what a browser sends: `"` arrives percent-encoded (%22), and the server keeps
 * only the last segment of a path (after `/` or `\`) and drops control and format characters. The
 * payloads that pass unchanged, and those with quotes (shown as the browser sent them), name files.
 */
const fileNamePayloads = storable.filter(
  (payload) => !/[/\\\p{Cc}\p{Cf}]/u.test(payload) && payload.length <= 190,
);
const shownFileName = (payload: string) => `${payload.replaceAll('"', "%22")}.png`;

/** The payloads in batches of lines, each batch within `maxLength` characters. */
function batchesOf(payloads: readonly string[], maxLength: number): string[][] {
  const batches: string[][] = [[]];
  for (const payload of payloads) {
    const batch = batches.at(-1) ?? [];
    if ([...batch, payload].join("\n").length > maxLength) batches.push([payload]);
    else batch.push(payload);
  }
  return batches;
}

/** A date `days` from today (YYYY-MM-DD), in Japan's calendar. */
function isoFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** How often `part` occurs in `text` (without overlaps). */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The texts of `expected` that `text` does not show. A text that is part of another expected one
 * (javascript:alert(1) of [click](javascript:alert(1))) must occur once more for each time it is
 * part of another, so that it is never found in the other's place only; so must a repeated text.
 */
function missingFrom(text: string | null, expected: readonly string[]): string[] {
  const wanted = new Map<string, number>();
  for (const value of expected) wanted.set(value, (wanted.get(value) ?? 0) + 1);
  return [...wanted]
    .filter(([value, count]) => {
      let needed = count;
      for (const [other, otherCount] of wanted) {
        if (other !== value && other.includes(value)) needed += occurrences(other, value) * otherCount;
      }
      return occurrences(text ?? "", value) < needed;
    })
    .map(([value]) => value);
}

/** The texts of `expected` that `text` does not hold anywhere (for lists read page by page). */
const notIn = (text: string, expected: readonly string[]) =>
  expected.filter((value) => !text.includes(value));

/** Waits until the page's `scope` holds every text of `expected`, as text. */
async function expectShown(page: Page, expected: readonly string[], scope: string | Locator = "main") {
  const region = typeof scope === "string" ? page.locator(scope) : scope;
  await expect
    .poll(async () => missingFrom(await region.textContent(), expected), { timeout: 15_000 })
    .toEqual([]);
}

/**
 * Clicks a button by its click event: the realtime notices (toasts) that other journeys' payloads
 * bring may cover it, and they stay on screen, watched like the rest of the page.
 */
async function press(button: Locator) {
  await expect(button).toBeEnabled();
  await button.dispatchEvent("click");
}

/**
 * Reads a paged list from its first page on, until every text of `expected` was shown on some
 * page (Mantine's pager: buttons named by their numbers or "Page 2", else its "Next page").
 */
async function expectShownOverPages(page: Page, expected: readonly string[], scope = "main") {
  const region = page.locator(scope);
  let missing = [...expected];
  let previous = "";
  for (let pageNumber = 1; ; pageNumber++) {
    if (pageNumber > 1) {
      const numbered = region.getByRole("button", { name: new RegExp(`^(Page )?${pageNumber}$`) });
      const next = region.getByRole("button", { name: "Next page", exact: true });
      const hasNext = (await next.count()) === 1 && (await next.isEnabled());
      expect(
        (await numbered.count()) === 1 || hasNext,
        `page ${pageNumber}; not shown: ${JSON.stringify(missing)}`,
      ).toBe(true);
      if ((await numbered.count()) === 1) {
        await press(numbered);
        await expect(numbered).toHaveAttribute("aria-current", "page");
      } else {
        await press(next);
      }
    } else {
      // The first page holds some of them in every list read here (the newest come first).
      await expect
        .poll(async () => notIn((await region.textContent()) ?? "", missing).length)
        .toBeLessThan(missing.length);
    }
    await expect.poll(async () => (await region.textContent()) ?? "").not.toBe(previous);
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
    previous = (await region.textContent()) ?? "";
    missing = notIn(previous, missing);
    if (missing.length === 0) return;
  }
}

/** Each account signs in once a worker: sign-ins count against the address's limit a minute. */
const sessions = new Map<string, Promise<ApiSession>>();
function sessionOf(api: APIRequestContext, account: string): Promise<ApiSession> {
  const known = sessions.get(account);
  if (known) return known;
  const session = apiSignIn(api, account);
  sessions.set(account, session);
  return session;
}

/** Renames accounts through PUT employee/changeProfile, the one call that sets a display name. */
async function rename(api: APIRequestContext, accounts: readonly ApiSession[], names: readonly string[]) {
  for (const [index, displayName] of names.entries()) {
    const session = accounts[index] as ApiSession;
    const profile = await okJson<{ displayName: string }>(
      api.put("/api/employee/changeProfile", { headers: session.headers, data: { displayName } }),
      `rename ${session.account}`,
    );
    expect(profile.displayName).toBe(displayName);
  }
}

/**
 * Display names take 60 characters: the payloads that fit, handed out a round at a time to the
 * accounts of a journey (an account has one name at a time, so a screen shows a round, and the
 * next screen the next). `current` are the names now; `verified` those a screen was seen showing.
 */
function displayNameRounds(accounts: number) {
  const names = upTo(60);
  let round = 0;
  const rounds = {
    current: [] as string[],
    verified: new Set<string>(),
    next(): string[] {
      rounds.current = Array.from({ length: accounts }, (_, index) => nth(names, round * accounts + index));
      round += 1;
      return rounds.current;
    },
  };
  return rounds;
}

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

  interface Leg {
    index: number;
    id: number;
    owner: ApiSession;
    departure: string;
    arrival: string;
    amount: number;
    startDate: string;
    /** The evidence file the owner attached (legs of the first fileNamePayloads.length). */
    evidenceId?: number;
  }

  let baseURL: string;
  let api: APIRequestContext;
  let owners: ApiSession[];
  let leader: ApiSession;
  let hr: ApiSession;
  let approver: ApiSession;
  let legs: Leg[];

  const legFields = (leg: Leg, note: string) => ({
    departure: leg.departure,
    arrival: leg.arrival,
    transportType: "Train",
    duration: 1,
    startDate: leg.startDate,
    amount: leg.amount,
    notes: note,
  });
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

    legs = [];
    const startDate = isoFromToday(20);
    for (const [ownerIndex, owner] of owners.entries()) {
      const planned = Array.from({ length: legsPerOwner }, (_, leg) => {
        const index = ownerIndex * legsPerOwner + leg;
        return {
          index,
          id: 0,
          owner,
          departure: nth(places, index),
          arrival: nth(places, index + legsPerOwner * ownerAccounts.length),
          amount: 1000 + index,
          startDate,
        };
      });
      const route = await okJson<{ tickets: { id: number; departure: string }[] }>(
        api.post("/api/commutationTicket", {
          headers: owner.headers,
          data: { tickets: planned.map((leg) => legFields(leg, nth(notes, leg.index))) },
        }),
        `tickets of ${owner.account}`,
      );
      for (const leg of planned) {
        leg.id = route.tickets.find((ticket) => ticket.departure === leg.departure)?.id ?? 0;
        expect(leg.id, leg.departure).toBeGreaterThan(0);
        legs.push(leg);
      }
    }
    // One evidence file a leg, named by a payload, attached by the owner.
    for (const [index, payload] of fileNamePayloads.entries()) {
      const leg = legs[index];
      if (!leg) break;
      const file = await okJson<{ id: number; fileName: string }>(
        api.post(`/api/commutationTicket/${leg.id}/evidence`, {
          headers: leg.owner.headers,
          multipart: {
            file: { name: `${payload}.png`, mimeType: "image/png", buffer: solidPng(4, 4, [9, 9, 9]) },
          },
        }),
        `evidence ${payload}`,
      );
      expect(file.fileName).toBe(shownFileName(payload));
      leg.evidenceId = file.id;
    }
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
    });
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

test.describe("profiles and change requests holding XSS payloads", () => {
  // Each test writes through the API, then reads several screens: more than the default budget.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  /**
   * Six members of Quality Assurance whom no other journey uses: they ask for profile, address and
   * education changes (hr1 approves them round after round, so their history holds every round),
   * keep their working history and working addresses; hr1 and deputy1 read them.
   */
  const ownerAccounts = [
    "hiroshi.kobayashi",
    "tung.hoang",
    "minh.hoang",
    "makoto.suzuki",
    "aoi.matsumoto",
    "mai.inoue",
  ];
  const rounds = 9;
  /** The free-text fields of a profile request and their lengths (profile-fields.ts). */
  const profileFields = {
    fullname: 100,
    fullnameJP: 100,
    fullnameVN: 100,
    nationality: 60,
    visaKind: 60,
    passportIssuingAuthority: 100,
    japaneseLevel: 20,
    passportNumber: 20,
  } as const;
  type ProfileField = keyof typeof profileFields;
  const fieldNames = Object.keys(profileFields) as ProfileField[];
  /**
   * Round `round`'s value of a field for the owner: the fields start apart in the list; the short
   * fields, which only two payloads fit, take them in turns, so every round changes them.
   */
  const profileValue = (field: ProfileField, round: number, owner: number) => {
    const fitting = upTo(profileFields[field]);
    const index =
      fitting.length < ownerAccounts.length
        ? round + owner
        : round * ownerAccounts.length + owner + fieldNames.indexOf(field) * 11;
    return nth(fitting, index);
  };
  const reasons = upTo(500);
  const reasonOf = (round: number, owner: number) => nth(reasons, round * ownerAccounts.length + owner);
  const places = upTo(100);
  const schoolNames = upTo(200);

  let baseURL: string;
  let api: APIRequestContext;
  let owners: ApiSession[];
  let hr: ApiSession;
  let colleague: ApiSession;
  let today: string;

  test.beforeAll(async ({ playwright }, testInfo) => {
    baseURL = testInfo.project.use.baseURL ?? "";
    api = await playwright.request.newContext({ baseURL });
    owners = [];
    for (const account of ownerAccounts) owners.push(await sessionOf(api, account));
    hr = await sessionOf(api, "hr1");
    colleague = await sessionOf(api, "deputy1");
    today = isoFromToday(0);
  });

  test.afterAll(async () => {
    await api?.dispose();
  });

  async function askProfileChange(owner: number, round: number): Promise<number> {
    const fields = Object.fromEntries(fieldNames.map((field) => [field, profileValue(field, round, owner)]));
    const request = await okJson<{ id: number }>(
      api.post("/api/employeeChange/requests", {
        headers: (owners[owner] as ApiSession).headers,
        data: { fields, effectiveDate: today, reason: reasonOf(round, owner) },
      }),
      `profile request ${owner}/${round}`,
    );
    return request.id;
  }

  const approve = (id: number, comment: string) =>
    okJson(
      api.post(`/api/employeeChange/requests/${id}/approve`, { headers: hr.headers, data: { comment } }),
      `approve ${id}`,
    );

  test("deputy1's colleague directory shows the full names hr1 approved, round after round", async ({
    browser,
  }) => {
    await readAs(browser, colleague, baseURL, async (page, nothingRanYet) => {
      for (let round = 0; round < rounds; round++) {
        for (const owner of owners.keys()) {
          await approve(await askProfileChange(owner, round), reasonOf(round + 1, owner));
        }
        if (round === 0) {
          await page.goto("/colleagues");
        } else {
          await nothingRanYet();
          await page.reload();
        }
        await page.getByRole("combobox", { name: "Department" }).selectOption({ label: "Quality Assurance" });
        await expectShown(
          page,
          owners.flatMap((_, owner) => [
            profileValue("fullname", round, owner),
            profileValue("fullnameJP", round, owner),
          ]),
        );
      }
    });
  });
  /** What each owner has waiting for hr1, and what hr1 approved before (their history). */
  interface Pending {
    profileId: number;
    addressId: number;
    /** The owner's display name now (the desk names them by it). */
    name: string;
    files: string[];
    history: string[];
    address: string[];
  }
  const pending: Pending[] = [];

  /** An address request's values: prefecture (20 characters), city, town, building, the reason. */
  const addressValues = (round: number, owner: number) => ({
    prefecture: nth(upTo(20), round + owner),
    city: nth(places, round * 24 + owner),
    town: nth(places, round * 24 + owner + 6),
    building: nth(places, round * 24 + owner + 12),
    description: nth(reasons, round * 24 + owner + 18),
  });
  const educationValues = (record: number, owner: number) => ({
    schoolName: nth(schoolNames, record * ownerAccounts.length + owner),
    specialized: nth(schoolNames, record * ownerAccounts.length + owner + 40),
    reason: nth(reasons, record * ownerAccounts.length + owner + 20),
  });

  test.describe("hr1 reads the waiting requests", () => {
    test.beforeAll(async () => {
      // Renamed, so that the desk's names are payloads too (other ones than the tickets' owners').
      const names = upTo(60).slice(-ownerAccounts.length);
      await rename(api, owners, names);
      let file = 0;
      const attach = async (owner: ApiSession, requestId: number, count: number) => {
        const attached: string[] = [];
        for (const payload of fileNamePayloads.slice(file, file + count)) {
          const request = await okJson<{ evidences: { fileName: string }[] }>(
            api.post(`/api/employeeChange/requests/${requestId}/evidences`, {
              headers: owner.headers,
              multipart: {
                evidences: {
                  name: `${payload}.png`,
                  mimeType: "image/png",
                  buffer: solidPng(4, 4, [3, 3, 3]),
                },
              },
            }),
            `evidence ${payload}`,
          );
          const fileName = request.evidences.at(-1)?.fileName;
          expect(fileName).toBe(shownFileName(payload));
          attached.push(shownFileName(payload));
        }
        file += count;
        return attached;
      };
      for (const [owner, session] of owners.entries()) {
        const history: string[] = [];
        for (let record = 0; record < rounds; record++) {
          const { schoolName, specialized, reason } = educationValues(record, owner);
          const request = await okJson<{ id: number }>(
            api.post("/api/employee/add-education-request", {
              headers: session.headers,
              data: {
                schoolName,
                literacy: "bachelor",
                specialized,
                graduationYear: 2010,
                graduationRating: "Good",
                status: "graduated",
                reason,
              },
            }),
            `education ${owner}/${record}`,
          );
          await approve(request.id, reason);
          history.push(schoolName, specialized);
        }
        const moved = addressValues(0, owner);
        const movedRequest = await okJson<{ id: number }>(
          api.post("/api/employeeChange/address", {
            headers: session.headers,
            data: { postCode: "1000001", ...moved, changeDate: today },
          }),
          `address ${owner}`,
        );
        await approve(movedRequest.id, moved.description);
        history.push(moved.prefecture, moved.city, moved.town, moved.building);
        for (let round = 0; round < rounds; round++) {
          history.push(...fieldNames.map((field) => profileValue(field, round, owner)));
        }
        const waiting = addressValues(1, owner);
        const addressRequest = await okJson<{ id: number }>(
          api.post("/api/employeeChange/address", {
            headers: session.headers,
            data: { postCode: "1000001", ...waiting, changeDate: isoFromToday(1) },
          }),
          `address ${owner}`,
        );
        const profileId = await askProfileChange(owner, rounds);
        const files = [
          ...(await attach(session, profileId, 5)),
          ...(await attach(session, addressRequest.id, owner === 0 ? 3 : 0)),
        ];
        pending.push({
          profileId,
          addressId: addressRequest.id,
          name: names[owner] ?? "",
          files,
          history,
          address: Object.values(waiting),
        });
      }
      expect(pending.flatMap((owner) => owner.files)).toHaveLength(fileNamePayloads.length);
    });

    /**
     * hr1 opens an owner's waiting requests from the desk: the profile request (its values, reason,
     * files and the owner's whole change history, page by page), then the address request.
     */
    async function hrReads(browser: Browser, owner: number) {
      const waiting = pending[owner] as Pending;
      const requests: [number, string[]][] = [
        [
          waiting.profileId,
          [
            ...fieldNames.map((field) => profileValue(field, rounds, owner)),
            reasonOf(rounds, owner),
            ...waiting.files.slice(0, 5),
          ],
        ],
        [waiting.addressId, [...waiting.address, ...waiting.files.slice(5)]],
      ];
      await readAs(browser, hr, baseURL, async (page) => {
        await page.goto("/employee-change/hr");
        await expectShown(
          page,
          pending.map((other) => other.name),
        );
        for (const [requestId, expected] of requests) {
          await press(
            page.getByRole("button", { name: `Open ${waiting.name}'s request #${requestId}`, exact: true }),
          );
          const drawer = `[role="dialog"]:has-text("Change request #${requestId}")`;
          await expectShown(page, [waiting.name, ...expected], drawer);
          if (requestId === waiting.profileId) await expectShownOverPages(page, waiting.history, drawer);
          await page.keyboard.press("Escape");
          await expect(page.locator(drawer)).toHaveCount(0);
        }
      });
    }

    for (const shown of [
      [0, 1],
      [2, 3],
      [4, 5],
    ]) {
      test(`the desk shows owners ${shown.join(" and ")}'s values, reasons, files and history as text`, async ({
        browser,
      }) => {
        for (const owner of shown) await hrReads(browser, owner);
      });
    }
  });
  test("the owners read their own profile and working addresses: what they typed stays text", async ({
    browser,
  }) => {
    const records = rounds;
    const long = upTo(2000);
    const history = (record: number, owner: number) => {
      const at = record * ownerAccounts.length + owner;
      return {
        companyName: nth(upTo(200), at),
        projectName: nth(upTo(200), at + 13),
        role: nth(upTo(100), at + 26),
        technologies: nth(upTo(500), at + 39),
        description: nth(long, at + 52),
      };
    };
    const workingAddress = (record: number, owner: number) => ({
      address1: nth(upTo(200), record * ownerAccounts.length + owner + 7),
      address2: nth(upTo(200), record * ownerAccounts.length + owner + 60),
    });
    const direct = (owner: number) => ({
      description: nth(long, owner * 4),
      japaneseNote: nth(upTo(500), owner * 4 + 1),
      emergencyContactName: nth(upTo(100), owner * 4 + 2),
    });
    const customerAddress = (owner: number) => nth(upTo(200), owner * 4 + 3);
    for (const [owner, session] of owners.entries()) {
      await okJson(
        api.put("/api/employee/changeProfile", { headers: session.headers, data: direct(owner) }),
        `profile of ${session.account}`,
      );
      await okJson(
        api.put("/api/employee/changeWorkplace", {
          headers: session.headers,
          data: { customerAddress: customerAddress(owner) },
        }),
        `workplace of ${session.account}`,
      );
      for (let record = 0; record < records; record++) {
        await okJson(
          api.post("/api/workinghistory", {
            headers: session.headers,
            data: { ...history(record, owner), fromMonth: `20${10 + record}-04`, toMonth: null },
          }),
          `working history ${owner}/${record}`,
        );
        await okJson(
          api.post("/api/employeeWorkingAddress/changeWorkingAddress", {
            headers: session.headers,
            data: {
              postCode: "1000001",
              ...workingAddress(record, owner),
              changeDate: isoFromToday(10 + record),
            },
          }),
          `working address ${owner}/${record}`,
        );
      }
    }
    for (const [owner, session] of owners.entries()) {
      const own = Array.from({ length: records }, (_, record) => record);
      await readAs(browser, session, baseURL, async (page, nothingRanYet) => {
        await page.goto("/profile");
        await expectShown(page, [
          ...Object.values(direct(owner)),
          customerAddress(owner),
          // Applied by hr1's approvals: the last approved round, the address moved today, the schools.
          ...fieldNames.map((field) => profileValue(field, rounds - 1, owner)),
          ...Object.values(addressValues(0, owner)).slice(0, 4),
          ...own.flatMap((record) => {
            const { schoolName, specialized } = educationValues(record, owner);
            return [schoolName, specialized];
          }),
          ...own.flatMap((record) => Object.values(history(record, owner))),
        ]);
        await nothingRanYet();
        await page.goto("/working-address");
        await expectShown(
          page,
          own.flatMap((record) => Object.values(workingAddress(record, owner))),
        );
      });
    }
  });
});

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
