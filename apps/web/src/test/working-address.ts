import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";

/** A working address as the server sends it: a scheduled move to Minatomirai unless overridden. */
export function workingAddressRecord(
  overrides: Partial<EmployeeWorkingAddress> = {},
): EmployeeWorkingAddress {
  return {
    id: 7,
    employeeId: 12,
    account: "employee1",
    workingAddress: "〒220-0012 神奈川県横浜市西区みなとみらい 3-6-1",
    workingAddressId: null,
    postCode: "2200012",
    address1: "神奈川県横浜市西区みなとみらい",
    address2: "3-6-1",
    changeDate: "2099-12-31",
    changeDateString: "20991231",
    ticketId: null,
    isCurrent: false,
    isScheduled: true,
    createdAt: "2026-11-21T03:00:00.000Z",
    ...overrides,
  };
}

/** The lookup's answer for 220-0012. */
export const minatomirai = {
  zipCode: "2200012",
  prefectureCode: "14",
  prefecture: "神奈川県",
  cityCode: "14103",
  city: "横浜市西区",
  town: "みなとみらい",
  address: "神奈川県横浜市西区みなとみらい",
};
