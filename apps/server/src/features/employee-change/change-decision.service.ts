import { HttpStatus } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
import {
  type ChangeRequestKind,
  ChangeRequestMessages,
  changeRequestStatuses,
  type ReviewStatusFilter,
} from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { requireHr } from "./change-access";
import { applyApprovedRequest } from "./change-apply";
import { announceOutcome } from "./change-events";
import * as requests from "./employee-change.repository";
import { loadVisible, presentById, presentRequests } from "./employee-change.service";

// HR's side: the review list and the decisions.

/**
 * GET employeeChange/review (HR): submitted requests oldest first unless another status is asked
 * for; `all` is every status HR reads, newest change first.
 */
export async function listForReview(
  deps: AppDeps,
  session: SessionClaims,
  query: {
    status?: ReviewStatusFilter | undefined;
    kind?: ChangeRequestKind | undefined;
    search?: string | undefined;
  },
  page: { page: number; size: number },
): Promise<Paged<ChangeRequest>> {
  const viewer = await requireHr(deps, session);
  // Drafts are their owners' alone.
  if (query.status === "draft") return { data: [], totalCount: 0 };
  const status = query.status ?? "submitted";
  const filter = {
    statuses: status === "all" ? changeRequestStatuses.filter((value) => value !== "draft") : [status],
    isQueue: status === "submitted",
    kind: query.kind,
    search: query.search || undefined,
  };
  const [rows, totalCount] = await Promise.all([
    requests.findReviewPage(deps.db, filter, { offset: (page.page - 1) * page.size, limit: page.size }),
    requests.countReview(deps.db, filter),
  ]);
  return { data: await presentRequests(deps, rows, viewer), totalCount };
}

/**
 * A request HR may decide: the caller is HR (401), it is not their own (401: another HR member
 * decides it), and it waits for a decision (409).
 */
async function loadDecidable(deps: AppDeps, session: SessionClaims, id: number) {
  const { row, viewer } = await loadVisible(deps, session, id);
  if (!viewer.isHr) throw AppError.permissionDenied();
  if (row.employeeId === session.employeeId) {
    throw new AppError(HttpStatus.permissionDenied, ChangeRequestMessages.cannotDecideOwn);
  }
  if (row.status !== "submitted") throw notDecidable();
  return { row, viewer };
}

const notDecidable = () => new AppError(HttpStatus.conflict, ChangeRequestMessages.notDecidable);

/**
 * POST requests/:id/approve: approved, and applied in the same transaction when its effective
 * date (in Japan) is today or past; a later one waits for the hourly job. The owner is told.
 */
export async function approveRequest(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  comment: string | undefined,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadDecidable(deps, session, id);
  const now = deps.clock.now().toISOString();
  const isDue = row.effectiveDate <= companyToday(deps);
  const applied = await deps.db.transaction().execute(async (trx) => {
    const approved = await requests.updateInStatus(trx, id, ["submitted"], {
      status: "approved",
      decisionReason: comment || null,
      decidedBy: session.employeeId,
      decidedAt: now,
      updatedAt: now,
    });
    if (!approved) throw notDecidable();
    if (!isDue) return false;
    const decided = await requests.findById(trx, id);
    return decided ? applyApprovedRequest(trx, decided, now) : false;
  });
  await announceOutcome(deps, row, applied ? "approvedApplied" : "approved", comment);
  return presentById(deps, id, viewer);
}

/** POST requests/:id/reject: with HR's reason, which the owner is told. */
export async function rejectRequest(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  reason: string,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadDecidable(deps, session, id);
  const now = deps.clock.now().toISOString();
  const rejected = await requests.updateInStatus(deps.db, id, ["submitted"], {
    status: "rejected",
    openKey: null,
    decisionReason: reason,
    decidedBy: session.employeeId,
    decidedAt: now,
    updatedAt: now,
  });
  if (!rejected) throw notDecidable();
  await announceOutcome(deps, row, "rejected", reason);
  return presentById(deps, id, viewer);
}
