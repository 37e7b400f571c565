import type { AddressRecord } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { companyDate } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { requireSelfOrHr } from "./change-access";
import { toAddressRecord } from "./employee-change.presenter";
import * as addresses from "./home-address.repository";

export interface HomeAddress {
  employeeId: number;
  postCode: string;
  prefecture: string;
  city: string;
  town: string | null;
  building: string | null;
  changeAddressDate: string;
  requestId: number | null;
}

/** Adds a home address to an employee's history (an applied request, or the seed's first one). */
export function recordHomeAddress(db: Db, address: HomeAddress, createdAt: string): Promise<void> {
  return addresses.insert(db, {
    ...address,
    town: address.town ?? "",
    building: address.building ?? "",
    createdAt,
  });
}

/** GET employeeaddress/getByEmployeeId: the employee's own, or anyone's for HR; newest first. */
export async function getAddressHistory(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<AddressRecord[]> {
  await requireSelfOrHr(deps, session, employeeId);
  const rows = await addresses.findByEmployeeId(deps.db, employeeId);
  const today = companyDate(deps.clock.now());
  const current = rows.find((row) => row.changeAddressDate <= today);
  return rows.map((row) => toAddressRecord(row, current?.id));
}

/** GET employeeaddress/getLastestAddressByEmployeeId: the newest of the same list, or null. */
export async function getLatestAddress(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<AddressRecord | null> {
  return (await getAddressHistory(deps, session, employeeId))[0] ?? null;
}
