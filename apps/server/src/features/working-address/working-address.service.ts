import { addDays } from "@portal/contract/common/dates";
import { HttpStatus } from "@portal/contract/common/http";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import {
  type EmployeeWorkingAddress,
  minChangeDate,
  type TicketToChange,
  type WorkingAddressChangeResult,
  type WorkingAddressInput,
  WorkingAddressMessages,
} from "@portal/contract/working-address/working-address.schema";
import type { AppDeps } from "../../app-deps";
import { type Db, isUniqueViolation } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import { lookUpZipCode } from "../../lib/postal-codes";
import { visibleOrNotFound } from "../../lib/visible";
import { loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { markRouteForWorkingAddressChange } from "../commutation-ticket/working-address-change";
import { notify } from "../notification/notify";
import { toEmployeeWorkingAddress, toWorkingAddressHistory } from "./working-address.presenter";
import * as addresses from "./working-address.repository";

/** Today in the company's calendar (Japan), YYYY-MM-DD. */
const todayOf = (deps: AppDeps) => companyDate(deps.clock.now());

/** A date as the spec shows it: 2026/04/01. */
const displayDate = (date: string) => date.replaceAll("-", "/");

async function isHr(deps: AppDeps, employeeId: number): Promise<boolean> {
  return (await loadRoles(deps, employeeId)).has("hr");
}

// For the commuting tickets ----------------------------------------------------------------------

/** The employee's working-address record in force on `date` (their working place applies without one). */
export function workingAddressInForce(db: Db, employeeId: number, date: string) {
  return addresses.findLatestOnOrBefore(db, employeeId, date);
}

/** Records the request that answered a working-address change (inside the caller's transaction). */
export async function recordAnsweringTicket(db: Db, changeId: number, ticketId: number, now: string) {
  await addresses.updateTicketId(db, changeId, ticketId, now);
}

// Reading ----------------------------------------------------------------------------------------

/** getWorkingAddress: the caller's working addresses, newest first, the one in force flagged. */
export async function listOwnWorkingAddresses(
  deps: AppDeps,
  session: SessionClaims,
): Promise<EmployeeWorkingAddress[]> {
  const rows = await addresses.findByEmployeeId(deps.db, session.employeeId);
  return toWorkingAddressHistory(rows, todayOf(deps));
}

/** getWorkingAddress/{id}: an employee's working addresses, for the employee themself or HR. */
export async function listEmployeeWorkingAddresses(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<EmployeeWorkingAddress[]> {
  if (employeeId !== session.employeeId) {
    if (!(await isHr(deps, session.employeeId))) throw AppError.permissionDenied();
    if (!(await addresses.findEmployeeWithPlace(deps.db, employeeId))) throw AppError.notFound();
  }
  const rows = await addresses.findByEmployeeId(deps.db, employeeId);
  return toWorkingAddressHistory(rows, todayOf(deps));
}

/**
 * getWorkingAddressById/{id}: one record, for its owner or HR; to anyone else it answers 404 like
 * an id never used, so an id reveals nothing (decision 024).
 */
export async function getWorkingAddressById(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
): Promise<EmployeeWorkingAddress> {
  const found = await addresses.findById(deps.db, id);
  const isOwn = found?.employeeId === session.employeeId;
  const mayRead = isOwn || (found !== undefined && (await isHr(deps, session.employeeId)));
  const row = visibleOrNotFound(found, () => mayRead);
  const today = todayOf(deps);
  const current = await addresses.findLatestOnOrBefore(deps.db, row.employeeId, today);
  return toEmployeeWorkingAddress(row, today, current?.id ?? null);
}

// Recording --------------------------------------------------------------------------------------

interface AddressParts {
  postCode: string | null;
  address1: string | null;
  address2: string | null;
}

/** Addresses compared as written, whatever the spaces and character widths. */
const normalized = (text: string | null) => (text ?? "").normalize("NFKC").replace(/\s+/g, "");

function isSameAddress(a: AddressParts, b: AddressParts): boolean {
  return (
    normalized(a.postCode) === normalized(b.postCode) &&
    normalized(a.address1) === normalized(b.address1) &&
    normalized(a.address2) === normalized(b.address2)
  );
}

type RecordKind = "add" | "change";

/**
 * Records the caller's working address from its change date, in one transaction: the date must
 * be today (Japan) or later and after the latest record; a change must move somewhere else. A
 * move marks the commuting route for re-application with the legs that run on or after the date;
 * the employee is told which ones after the commit.
 */
async function recordWorkingAddress(
  deps: AppDeps,
  session: SessionClaims,
  input: WorkingAddressInput,
  kind: RecordKind,
): Promise<WorkingAddressChangeResult> {
  // A 7-digit code without an address is as invalid as a malformed one (decision 019).
  if (lookUpZipCode(input.postCode).length === 0) {
    throw AppError.field("postCode", WorkingAddressMessages.postCodeInvalid);
  }
  const employee = await addresses.findEmployeeWithPlace(deps.db, session.employeeId);
  if (!employee) throw AppError.sessionExpired();
  const today = todayOf(deps);
  const { id, ticketsToChange } = await deps.db
    .transaction()
    .execute(async (trx) => {
      const latest = await addresses.findLatest(trx, employee.id);
      if (kind === "add" && latest) {
        throw new AppError(HttpStatus.conflict, WorkingAddressMessages.alreadyRecorded);
      }
      const earliest = minChangeDate(today, latest?.changeDate ?? null);
      if (input.changeDate < earliest) {
        throw AppError.field("changeDate", WorkingAddressMessages.changeDateTooEarly, {
          date: displayDate(earliest),
        });
      }
      // Before the new record, the latest one applies, else the working place.
      const previous: AddressParts | null = latest ?? (employee.address1 ? employee : null);
      const isMove = previous === null || !isSameAddress(previous, input);
      if (kind === "change" && !isMove) throw AppError.field("address1", WorkingAddressMessages.sameAddress);
      const now = deps.clock.now().toISOString();
      const id = await addresses.create(trx, {
        employeeId: employee.id,
        workingPlaceId: employee.address1 && isSameAddress(employee, input) ? employee.workingPlaceId : null,
        postCode: input.postCode,
        address1: input.address1,
        address2: input.address2,
        changeDate: input.changeDate,
        ticketId: null,
        createdBy: session.employeeId,
        createdAt: now,
        updatedAt: now,
      });
      const legs = isMove
        ? await markRouteForWorkingAddressChange(trx, employee.id, { id, changeDate: input.changeDate })
        : [];
      return { id, ticketsToChange: legs };
    })
    .catch((error: unknown) => {
      // A change for the same day recorded by a racing request: this one is now too early.
      if (!isUniqueViolation(error)) throw error;
      throw AppError.field("changeDate", WorkingAddressMessages.changeDateTooEarly, {
        date: displayDate(addDays(input.changeDate, 1)),
      });
    });
  await tellTicketsToChange(deps, employee.id, input.changeDate, ticketsToChange);
  const row = await addresses.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  const current = await addresses.findLatestOnOrBefore(deps.db, employee.id, today);
  return {
    workingAddress: toEmployeeWorkingAddress(row, today, current?.id ?? null),
    ticketsToChange,
    isRouteMarked: ticketsToChange.length > 0,
  };
}

/** The employee hears which tickets to ask for again, with a link to their commuting route. */
async function tellTicketsToChange(
  deps: AppDeps,
  employeeId: number,
  changeDate: string,
  legs: readonly TicketToChange[],
): Promise<void> {
  if (legs.length === 0) return;
  const tickets = legs
    .map(
      (leg) =>
        `${leg.departure} → ${leg.arrival} (${displayDate(leg.startDate)}–${displayDate(leg.endDate)})`,
    )
    .join(", ");
  const params = { date: displayDate(changeDate), count: legs.length, tickets };
  await notify(deps, {
    recipients: [employeeId],
    severity: Severity.medium,
    title: { key: "workingAddress.notify.ticketsToChange.title", params },
    message: { key: "workingAddress.notify.ticketsToChange.message", params },
    link: menuScreens.commutingTicket,
    notice: "OnNotifyMessage",
  });
}

/** addWorkingAddress: the caller's first working address. */
export function addWorkingAddress(deps: AppDeps, session: SessionClaims, input: WorkingAddressInput) {
  return recordWorkingAddress(deps, session, input, "add");
}

/** changeWorkingAddress: the caller's new working address from its change date. */
export function changeWorkingAddress(deps: AppDeps, session: SessionClaims, input: WorkingAddressInput) {
  return recordWorkingAddress(deps, session, input, "change");
}
