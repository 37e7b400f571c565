import type { AccountRoles } from "../db/seed/factories";
import { createDepartment, createEmployee, createWorkingPlace } from "../db/seed/factories";
import type { TestApp } from "./build-test-app";

/** One person of a ticket test: their department (by key), account roles and display name. */
export interface TicketPerson {
  department: string;
  roles?: AccountRoles;
  fullName?: string;
}

/**
 * A small company for commuting-ticket tests: departments (each led by one of the people), and
 * people at one working place in Tokyo. Answers the employee ids by account and the department
 * ids by key.
 */
export async function createTicketCompany(
  t: TestApp,
  company: {
    departments: Record<string, { leader: string; nameEn?: string; nameJa?: string }>;
    people: Record<string, TicketPerson>;
  },
) {
  const place = await createWorkingPlace(t.db, {
    postCode: "1000005",
    address1: "東京都千代田区丸の内1-1-1",
  });
  const departments: Record<string, number> = {};
  for (const [key, department] of Object.entries(company.departments)) {
    const { leader: _leader, ...names } = department;
    departments[key] = (await createDepartment(t.db, names)).id;
  }
  const ids: Record<string, number> = {};
  for (const [account, person] of Object.entries(company.people)) {
    const deptId = departments[person.department];
    if (deptId === undefined) throw new Error(`${account}: no department ${person.department}`);
    const values = {
      account,
      deptId,
      workingPlaceId: place.id,
      ...(person.fullName && { fullName: person.fullName }),
    };
    ids[account] = (await createEmployee(t.db, values, { roles: person.roles ?? {} })).id;
  }
  for (const [key, department] of Object.entries(company.departments)) {
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: ids[department.leader] ?? null })
      .where("id", "=", departments[key] ?? 0)
      .execute();
  }
  return { ids, departments };
}

/** A valid new train ticket leg starting on 2026-12-01 (ticket tests' clocks stand in late 2026). */
export const ticketLeg = (overrides: Record<string, unknown> = {}) => ({
  departure: "新宿",
  arrival: "東京",
  transportType: "Train",
  duration: 1,
  startDate: "2026-12-01",
  amount: 10_000,
  notes: "",
  ...overrides,
});
