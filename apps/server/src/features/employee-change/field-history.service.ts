import type { Paged } from "@portal/contract/common/paging";
import type { ChangeRequestKind } from "@portal/contract/employee-change/employee-change.constants";
import type { FieldChange, FieldHistory } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import type { SessionClaims } from "../auth/token";
import { requireSelfOrHr } from "./change-access";
import { toFieldHistory } from "./employee-change.presenter";
import * as history from "./field-history.repository";

/** Applied changes of one employee's fields, as one history row per field. */
export interface FieldChangesRecord {
  employeeId: number;
  /** The request applied; null for the employee's own direct edit. */
  requestId: number | null;
  kind: ChangeRequestKind;
  changes: readonly FieldChange[];
  effectiveDate: string;
  appliedAt: string;
  requestedBy: number | null;
  approvedBy: number | null;
}

/**
 * Records applied changes (only fields whose value really changed). Features call it in the
 * transaction that writes the values, so a value and its history land together.
 */
export async function recordFieldChanges(db: Db, record: FieldChangesRecord): Promise<void> {
  await history.insertMany(
    db,
    record.changes
      .filter((change) => change.oldValue !== change.newValue)
      .map((change) => ({
        employeeId: record.employeeId,
        requestId: record.requestId,
        kind: record.kind,
        field: change.field,
        oldValue: change.oldValue,
        newValue: change.newValue,
        effectiveDate: record.effectiveDate,
        appliedAt: record.appliedAt,
        requestedBy: record.requestedBy,
        approvedBy: record.approvedBy,
      })),
  );
}

/** GET employeeChange/history: the caller's own history, or any employee's for HR (else 401). */
export async function getFieldHistory(
  deps: AppDeps,
  session: SessionClaims,
  query: { employeeId?: number | undefined; kind?: ChangeRequestKind | undefined },
  page: { page: number; size: number },
): Promise<Paged<FieldHistory>> {
  const employeeId = query.employeeId ?? session.employeeId;
  await requireSelfOrHr(deps, session, employeeId);
  const filter = { employeeId, kind: query.kind };
  const [rows, totalCount] = await Promise.all([
    history.findPage(deps.db, filter, { offset: (page.page - 1) * page.size, limit: page.size }),
    history.count(deps.db, filter),
  ]);
  return { data: rows.map(toFieldHistory), totalCount };
}
