import { HttpStatus } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
import {
  type ChangeRequestKind,
  ChangeRequestMessages,
  type ChangeRequestStatusValue,
} from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { visibleOrNotFound } from "../../lib/visible";
import type { SessionClaims } from "../auth/token";
import { type Viewer, viewerOf } from "./change-access";
import { announceSubmitted, pushHrCount } from "./change-events";
import { editableStatuses, toChangeRequest } from "./employee-change.presenter";
import type { ChangeRequestRow } from "./employee-change.repository";
import * as requests from "./employee-change.repository";

// Errors ------------------------------------------------------------------------------------------

export const notEditable = () => new AppError(HttpStatus.conflict, ChangeRequestMessages.notEditable);

// Presenting --------------------------------------------------------------------------------------

/** Requests as the viewer sees them, their files read once for the whole list. */
export async function presentRequests(
  deps: AppDeps,
  rows: ChangeRequestRow[],
  viewer: Viewer,
): Promise<ChangeRequest[]> {
  const ids = rows.map((row) => row.id);
  const evidences = await requests.findEvidencesOf(deps.db, ids);
  return rows.map((row) =>
    toChangeRequest(
      row,
      evidences.filter((evidence) => evidence.requestId === row.id),
      viewer,
    ),
  );
}

/** One request, read again, as the viewer sees it. */
export async function presentById(deps: AppDeps, id: number, viewer: Viewer): Promise<ChangeRequest> {
  const row = await requests.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  const [request] = await presentRequests(deps, [row], viewer);
  if (!request) throw AppError.notFound();
  return request;
}

// Who may see and change a request ----------------------------------------------------------------

/** Whether the viewer may see the request: its owner, or HR once it was submitted. */
export function maySeeRequest(
  viewer: Viewer,
  row: { employeeId: number; submittedAt: string | null },
): boolean {
  return row.employeeId === viewer.employeeId || (viewer.isHr && row.submittedAt !== null);
}

/**
 * A request the caller may see: its owner, or HR once it was submitted (a draft is its owner's
 * alone, and stays so when its owner cancels it unsubmitted). Unknown, or not the caller's to
 * see: 404 alike, so an id reveals nothing (decision 024).
 */
export async function loadVisible(deps: AppDeps, session: SessionClaims, id: number) {
  const [found, viewer] = await Promise.all([requests.findById(deps.db, id), viewerOf(deps, session)]);
  const row = visibleOrNotFound(found, (request) => maySeeRequest(viewer, request));
  return { row, viewer };
}

/**
 * A request its owner may still change (draft or submitted, before the decision), optionally of
 * one kind. Unknown, of another kind or not the caller's to see: 404; seen by HR but someone
 * else's: 401; decided or cancelled: 409.
 */
export async function loadEditable(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  kind?: ChangeRequestKind,
) {
  const { row, viewer } = await loadVisible(deps, session, id);
  if (kind && row.kind !== kind) throw AppError.notFound();
  if (row.employeeId !== session.employeeId) throw AppError.permissionDenied();
  if (!editableStatuses.includes(row.status as ChangeRequestStatusValue)) throw notEditable();
  return { row, viewer };
}

/** An employee's open requests of a kind (draft, submitted, approved and not yet applied). */
export function openRequestsOf(deps: AppDeps, employeeId: number, kind: ChangeRequestKind) {
  return requests.findOpenOf(deps.db, employeeId, kind);
}

// The owner's calls -------------------------------------------------------------------------------

/** GET employeeChange/requests/:id. */
export async function getRequest(deps: AppDeps, session: SessionClaims, id: number): Promise<ChangeRequest> {
  const { row, viewer } = await loadVisible(deps, session, id);
  const [request] = await presentRequests(deps, [row], viewer);
  if (!request) throw AppError.notFound();
  return request;
}

/** GET employeeChange/requests: the caller's own requests, newest first. */
export async function listOwnRequests(
  deps: AppDeps,
  session: SessionClaims,
  query: { status?: ChangeRequestStatusValue | undefined; kind?: ChangeRequestKind | undefined },
  page: { page: number; size: number },
): Promise<Paged<ChangeRequest>> {
  const filter = { employeeId: session.employeeId, ...query };
  const [rows, totalCount, viewer] = await Promise.all([
    requests.findOwnPage(deps.db, filter, { offset: (page.page - 1) * page.size, limit: page.size }),
    requests.countOwn(deps.db, filter),
    viewerOf(deps, session),
  ]);
  return { data: await presentRequests(deps, rows, viewer), totalCount };
}

/** POST requests/:id/submit: a draft goes to HR. */
export async function submitRequest(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadEditable(deps, session, id);
  if (row.status !== "draft") throw notEditable();
  const now = deps.clock.now().toISOString();
  const submitted = await requests.updateInStatus(deps.db, id, ["draft"], {
    status: "submitted",
    submittedAt: now,
    updatedAt: now,
  });
  if (!submitted) throw notEditable();
  await announceSubmitted(deps, row);
  return presentById(deps, id, viewer);
}

/** POST requests/:id/cancel: the owner withdraws a draft or a request HR has not decided yet. */
export async function cancelRequest(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadEditable(deps, session, id);
  const now = deps.clock.now().toISOString();
  const cancelled = await requests.updateInStatus(deps.db, id, editableStatuses, {
    status: "cancelled",
    openKey: null,
    updatedAt: now,
  });
  if (!cancelled) throw notEditable();
  if (row.status === "submitted") await pushHrCount(deps);
  return presentById(deps, id, viewer);
}
