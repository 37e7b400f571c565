import { HttpStatus } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { SectionFare, SectionFareInput } from "@portal/contract/commutation-ticket/section-fare.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toSectionFare } from "./section-fare.presenter";
import * as fares from "./section-fare.repository";

/** GET sectionFare: HR's official fares, those of the sections whose stations contain the text. */
export async function listSectionFares(
  deps: AppDeps,
  session: SessionClaims,
  search: string,
  page: { page: number; size: number },
): Promise<Paged<SectionFare>> {
  await requireRole(deps, session.employeeId, "hr");
  const [rows, totalCount] = await Promise.all([
    fares.findSectionFaresPage(deps.db, search, { offset: (page.page - 1) * page.size, limit: page.size }),
    fares.countSectionFares(deps.db, search),
  ]);
  return { data: rows.map(toSectionFare), totalCount };
}

/** PUT sectionFare: HR sets a section's official fares (either direction), replacing earlier ones. */
export async function saveSectionFare(
  deps: AppDeps,
  session: SessionClaims,
  input: SectionFareInput,
): Promise<SectionFare> {
  await requireRole(deps, session.employeeId, "hr");
  const id = await fares.upsertSectionFare(deps.db, {
    ...fares.sectionKey(input.departure, input.arrival),
    oneMonth: input.oneMonth,
    threeMonths: input.threeMonths,
    sixMonths: input.sixMonths,
    note: input.note,
    updatedBy: session.employeeId,
    updatedAt: deps.clock.now().toISOString(),
  });
  const saved = await fares.findSectionFareById(deps.db, id);
  if (!saved) throw new AppError(HttpStatus.notFound, TicketMessages.sectionFareNotFound);
  return toSectionFare(saved);
}

/** DELETE sectionFare/:id: the section goes back to the usual fare. */
export async function removeSectionFare(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  await requireRole(deps, session.employeeId, "hr");
  if (!(await fares.deleteSectionFare(deps.db, id))) {
    throw new AppError(HttpStatus.notFound, TicketMessages.sectionFareNotFound);
  }
}
