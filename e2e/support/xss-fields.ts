import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { type ApiSession, apiSignIn, okJson } from "./api-session";
import { solidPng } from "./png";

// Stored XSS, field by field: the payloads of packages/contract/src/testing/xss-payloads.ts put
// through the API, as the users who may write them, into every user-typed field the screens show,
// and every screen showing them opened as another user with watchForXss: no dialog, no injected
// handler, no script run, and the payload shown as text. The journeys, by area:
// tests/xss-fields-tickets.spec.ts (commuting tickets), xss-fields-profiles.spec.ts (profiles and
// change requests), xss-fields-published.spec.ts (what HR and administrators publish); comments
// and help pages: xss.spec.ts. This module holds what they share.

/**
 * The payloads a field other than comments and help pages takes: those fields refuse text
 * holding NUL (400). A field takes those that fit its length, none is ever cut.
 */
const storable = xssPayloads.filter((payload) => !payload.includes("\u0000"));
export const upTo = (maxLength: number) => storable.filter((payload) => payload.length <= maxLength);
/** The i-th payload of a list, going round. */
export const nth = (list: readonly string[], index: number) => list[index % list.length] ?? "";

/**
 * File names keep what a browser sends: `"` arrives percent-encoded (%22), and the server keeps
 * only the last segment of a path (after `/` or `\`) and drops control and format characters. The
 * payloads that pass unchanged, and those with quotes (shown as the browser sent them), name files.
 */
export const fileNamePayloads = storable.filter(
  (payload) => !/[/\\\p{Cc}\p{Cf}]/u.test(payload) && payload.length <= 190,
);
export const shownFileName = (payload: string) => `${payload.replaceAll('"', "%22")}.png`;

/** The payloads in batches of lines, each batch within `maxLength` characters. */
export function batchesOf(payloads: readonly string[], maxLength: number): string[][] {
  const batches: string[][] = [[]];
  for (const payload of payloads) {
    const batch = batches.at(-1) ?? [];
    if ([...batch, payload].join("\n").length > maxLength) batches.push([payload]);
    else batch.push(payload);
  }
  return batches;
}

/** A date `days` from today (YYYY-MM-DD), in Japan's calendar. */
export function isoFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** How often `part` occurs in `text` (without overlaps). */
export const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The texts of `expected` that `text` does not show. A text that is part of another expected one
 * (javascript:alert(1) of [click](javascript:alert(1))) must occur once more for each time it is
 * part of another, so that it is never found in the other's place only; so must a repeated text.
 */
export function missingFrom(text: string | null, expected: readonly string[]): string[] {
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
export const notIn = (text: string, expected: readonly string[]) =>
  expected.filter((value) => !text.includes(value));

/** Waits until the page's `scope` holds every text of `expected`, as text. */
export async function expectShown(page: Page, expected: readonly string[], scope: string | Locator = "main") {
  const region = typeof scope === "string" ? page.locator(scope) : scope;
  await expect
    .poll(async () => missingFrom(await region.textContent(), expected), { timeout: 15_000 })
    .toEqual([]);
}

/**
 * Clicks a button by its click event: the realtime notices (toasts) that other journeys' payloads
 * bring may cover it, and they stay on screen, watched like the rest of the page.
 */
export async function press(button: Locator) {
  await expect(button).toBeEnabled();
  await button.dispatchEvent("click");
}

/**
 * Reads a paged list from its first page on, until every text of `expected` was shown on some
 * page (Mantine's pager: buttons named by their numbers or "Page 2", else its "Next page").
 */
export async function expectShownOverPages(page: Page, expected: readonly string[], scope = "main") {
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
export function sessionOf(api: APIRequestContext, account: string): Promise<ApiSession> {
  const known = sessions.get(account);
  if (known) return known;
  const session = apiSignIn(api, account);
  sessions.set(account, session);
  return session;
}

/** Renames accounts through PUT employee/changeProfile, the one call that sets a display name. */
export async function rename(
  api: APIRequestContext,
  accounts: readonly ApiSession[],
  names: readonly string[],
) {
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
export function displayNameRounds(accounts: number) {
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

/** A commuting ticket leg an owner asked for, its places and notes payloads. */
export interface Leg {
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

/** A leg as the ticket calls take it, with `note` in its notes. */
export const legFields = (leg: Leg, note: string) => ({
  departure: leg.departure,
  arrival: leg.arrival,
  transportType: "Train",
  duration: 1,
  startDate: leg.startDate,
  amount: leg.amount,
  notes: note,
});

/**
 * Each owner asks for `legsPerOwner` legs in 20 days, their places and notes taken in turn from
 * `places` and `notes`; then the first legs get an evidence file each, named by a payload.
 */
export async function writeTicketLegs(
  api: APIRequestContext,
  owners: readonly ApiSession[],
  {
    legsPerOwner,
    places,
    notes,
  }: { legsPerOwner: number; places: readonly string[]; notes: readonly string[] },
): Promise<Leg[]> {
  const legs: Leg[] = [];
  const startDate = isoFromToday(20);
  for (const [ownerIndex, owner] of owners.entries()) {
    const planned = Array.from({ length: legsPerOwner }, (_, leg): Leg => {
      const index = ownerIndex * legsPerOwner + leg;
      return {
        index,
        id: 0,
        owner,
        departure: nth(places, index),
        arrival: nth(places, index + legsPerOwner * owners.length),
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
  return legs;
}

/**
 * The free-text fields of a profile request and their lengths (profile-fields.ts); nationality and
 * Japanese level are chosen from lists, so no payload can be stored in them.
 */
const profileRequestFields = {
  fullname: 100,
  fullnameJP: 100,
  fullnameVN: 100,
  visaKind: 60,
  passportIssuingAuthority: 100,
  passportNumber: 20,
} as const;
export type ProfileRequestField = keyof typeof profileRequestFields;
export const profileRequestFieldNames = Object.keys(profileRequestFields) as ProfileRequestField[];

/**
 * Round `round`'s value of a field for owner `owner` of `ownerCount`: the fields start apart in
 * the list; the short fields, which only two payloads fit, take them in turns, so every round
 * changes them.
 */
export function profileRequestValue(
  field: ProfileRequestField,
  round: number,
  owner: number,
  ownerCount: number,
): string {
  const fitting = upTo(profileRequestFields[field]);
  const index =
    fitting.length < ownerCount
      ? round + owner
      : round * ownerCount + owner + profileRequestFieldNames.indexOf(field) * 11;
  return nth(fitting, index);
}
