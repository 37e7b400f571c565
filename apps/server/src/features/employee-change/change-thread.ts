import type { AppDeps } from "../../app-deps";
import { employeeIdsWithRole, loadRoles } from "../auth/roles";
import { hrLink, ownerLink } from "./change-events";
import { findById } from "./employee-change.repository";
import { maySeeRequest } from "./employee-change.service";

/**
 * A change request as its comment thread needs it: its owner, whether the caller may read it (the
 * owner, and HR once it was submitted), and everyone who may. Undefined for an unknown id.
 */
export async function changeRequestForThread(deps: AppDeps, callerId: number, id: number) {
  const row = await findById(deps.db, id);
  if (!row) return undefined;
  // Never submitted (a draft, or a draft its owner cancelled): its owner's alone.
  const isDraft = row.submittedAt === null;
  const isHr = row.employeeId !== callerId && !isDraft && (await loadRoles(deps, callerId)).has("hr");
  const mayRead = maySeeRequest({ employeeId: callerId, isHr }, row);
  return {
    ownerId: row.employeeId,
    mayRead,
    /** Parameters of the notification texts (comment.notify.changeRequest). */
    params: { name: row.employeeName, kind: row.kind },
    readers: async (): Promise<number[]> =>
      isDraft ? [row.employeeId] : [...new Set([row.employeeId, ...(await employeeIdsWithRole(deps, "hr"))])],
    deciders: async (): Promise<number[]> =>
      row.status === "submitted" ? await employeeIdsWithRole(deps, "hr") : [],
    /** A cancelled request's thread is closed. */
    mayWrite: row.status !== "cancelled",
    linkFor: (employeeId: number) => (employeeId === row.employeeId ? ownerLink(row.id) : hrLink(row.id)),
  };
}
