import type { routes } from "@portal/contract/routes";
import type { FormPart } from "../upload";
import { type Actor, actors, type SignedInActor } from "./permission-actors";
import type { Cast, Kit, Person } from "./permission-world";

/**
 * What an actor must be answered: "ok" (any 2xx) or an exact status. 403 is a missing, expired or
 * revoked session, 401 a permission denied (decision 002), 404 an object the caller may not even
 * know of, 400 a request the rules refuse, 409 a state that does not allow the call, 410 a link
 * past its expiry.
 */
export type Expected = "ok" | 400 | 401 | 403 | 404 | 409 | 410;

/**
 * One more actor, in a company of its own: the owner holding every deciding role (HR, ticket
 * approver, and today the holder of their own leader's and the approver's queues by delegation),
 * calling on their own objects. Nobody decides their own request (decision 018): every row where
 * a decider is granted what the owner is refused must say what this actor gets
 * (`decidesOnOwnersObjects` finds them).
 */
export const decidingOwner = "decidingOwner";
export type Expectations = Record<Actor, Expected> & { [decidingOwner]?: Expected };

/** The actors who decide on others' objects; the owner holding their roles is `decidingOwner`. */
export const deciders = ["ownLeader", "hr", "approver", "delegate"] as const satisfies SignedInActor[];

/**
 * Whether a row must say what the owner holding the deciding roles gets: it acts on objects of
 * its setup, and a decider is granted (or would be, but for the state: 409) what the owner is
 * refused.
 */
export function decidesOnOwnersObjects(row: Pick<PolicyRow, "setup" | "expect">): boolean {
  const { expect } = row;
  const isGranted = (expected: Expected) => expected === "ok" || expected === 409;
  return row.setup !== undefined && !isGranted(expect.owner) && deciders.some((a) => isGranted(expect[a]));
}

type RouteTable = typeof routes;
/** A route's name in the contract's route table: `group.call`, e.g. commutationTicket.getTicket. */
export type RouteName = {
  [G in keyof RouteTable]: `${G & string}.${keyof RouteTable[G] & string}`;
}[keyof RouteTable];

/** How to call a route; the path comes from the route table, filled with `params`. */
export interface PolicyRequest {
  /** A URL the server handed out (a signed link), instead of the route's path filled with `params`. */
  url?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A multipart/form-data body instead of JSON. */
  multipart?: FormPart[];
  headers?: Record<string, string>;
  /** A bearer token the call may spend (sign-out) instead of the caller's own; signed-in actors only. */
  token?: string;
}

/** The objects a row's setup made; `owner` owns them (without it, the company's owner does). */
export interface Scene {
  owner?: Person;
  [name: string]: unknown;
}

export interface SetupContext {
  kit: Kit;
  cast: Cast;
  /** The actor about to call (renew "perActor"); else the owner. */
  caller: Person;
}

/** Who a request is built for: the caller, the objects' owner, and the row's company. */
export interface RequestContext {
  caller: Person;
  owner: Person;
  cast: Cast;
  kit: Kit;
}

/** One row of the policy: a route in one object state, and what every actor must get. */
export interface PolicyRow<S extends Scene = Scene> {
  /** The object state this row is about (ticket waiting for its leader, request draft, ...). */
  state?: string;
  /**
   * When the setup runs again. By default before the next actor once a call that writes has
   * succeeded, so no call sees another's effect; "perActor": before every signed-in actor (the
   * setup makes something of the caller's); "never": a success leaves the others' calls as they
   * were (each acts on their own records) and the setup cannot run twice.
   */
  renew?: "perActor" | "never";
  setup?: (context: SetupContext) => Promise<S>;
  request: (scene: S, context: RequestContext) => PolicyRequest;
  expect: Expectations;
}

export type PolicyRows = PolicyRow | readonly PolicyRow[];
export type PermissionPolicy = Record<RouteName, PolicyRows>;

/** A row with its scene's type inferred from its setup. */
export function row<S extends Scene>(policyRow: PolicyRow<S>): PolicyRow {
  return policyRow as unknown as PolicyRow;
}

/** The rows of some routes of the table (a feature's share of the policy). */
export function policyOf<const T extends { [K in RouteName]?: PolicyRows }>(rows: T): T {
  return rows;
}

/**
 * A route behind the session check: signed out and expired get 403; every signed-in actor gets
 * `others` unless named.
 */
export function signedIn(
  rule: { others: Expected } & Partial<Record<SignedInActor | typeof decidingOwner, Expected>>,
): Expectations {
  const { others, decidingOwner: ownDecision, ...named } = rule;
  const of = (actor: SignedInActor) => named[actor] ?? others;
  return {
    ...(ownDecision !== undefined && { decidingOwner: ownDecision }),
    signedOut: 403,
    expired: 403,
    owner: of("owner"),
    otherEmployee: of("otherEmployee"),
    ownLeader: of("ownLeader"),
    otherLeader: of("otherLeader"),
    hr: of("hr"),
    approver: of("approver"),
    delegate: of("delegate"),
    administrator: of("administrator"),
  };
}

/** A public route: the same answer whoever asks, with or without a token. */
export function anyone(expected: Expected): Expectations {
  return Object.fromEntries(actors.map((actor) => [actor, expected])) as Expectations;
}

/** Who sees an employee's commuting tickets: they, their leader and its delegate, HR and approvers. */
export const ticketSeers = {
  owner: "ok",
  ownLeader: "ok",
  hr: "ok",
  approver: "ok",
  delegate: "ok",
} as const satisfies Partial<Record<SignedInActor, Expected>>;

/** HR, approvers and whoever holds an approver's queue by delegation read across the company. */
export const ticketReaders = {
  hr: "ok",
  approver: "ok",
  delegate: "ok",
} as const satisfies Partial<Record<SignedInActor, Expected>>;
