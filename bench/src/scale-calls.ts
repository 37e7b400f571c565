import type { ScaleData } from "./scale-seed";

export type ScaleUser = "employee1" | "leader1" | "hr1" | "approver1" | "admin1";

/** One list call of the contract as a screen makes it (routes answering an array or `{ data, totalCount }`). */
export interface ListCall {
  name: string;
  user: ScaleUser;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** The X-Pagination-Page asked for (size 20), for the calls that take the paging headers. */
  page?: number;
}

/** Deep enough that OFFSET costs show: rows 9,981 to 10,000 when the list has that many. */
const deepPage = 500;

/** Every list call of the contract whose answer grows with the data, and the small master lists. */
export function listCalls(data: ScaleData): ListCall[] {
  const employee1 = data.employeeIds.get("employee1") ?? 0;
  const t = "/api/commutationTicket";
  const call = (user: ScaleUser, path: string, extra: Partial<ListCall> = {}): ListCall => ({
    name: `${extra.method ?? "GET"} ${path.replace(/\/\d+(?=\/|$|\?)/g, "/:id")}${extra.page && extra.page > 1 ? ` page ${extra.page}` : ""}`,
    user,
    method: "GET",
    path,
    ...extra,
  });
  return [
    // employee1: their own lists
    call("employee1", "/api/notifications"),
    call("employee1", "/api/notifications/all", { page: 1 }),
    call("employee1", "/api/notifications/all", { page: 50 }),
    call("employee1", `${t}/history/my`, { page: 1 }),
    call("employee1", `${t}/history/my`, { page: 50 }),
    { ...call("employee1", `${t}/history/my/1`), name: `GET ${t}/history/my/:page` },
    call("employee1", `/api/comments/commutationTicket/${data.typicalTicketId}`),
    {
      ...call("employee1", `/api/comments/commutationTicket/${data.busyTicketId}`),
      name: `GET /api/comments/commutationTicket/:id (busy: ${data.busyThreadComments} comments)`,
    },
    call("employee1", `${t}/logsTicket/${data.busyTicketId}`),
    call("employee1", `${t}/get-all-ticket/employee1`, { method: "POST" }),
    call("employee1", "/api/employeeChange/requests", { page: 1 }),
    call("employee1", `/api/employeeaddress/getByEmployeeId?employeeId=${employee1}`),
    call("employee1", "/api/employeeWorkingAddress/getWorkingAddress"),
    call("employee1", "/api/workinghistory", { page: 1 }),
    call("employee1", "/api/employee/get-education"),
    call("employee1", "/api/employee/colleague-account"),
    call("employee1", "/api/employee/departments"),
    call("employee1", "/api/menu/fes/employee1"),
    call("employee1", "/api/menu/fes/updateNumber"),
    // The station autocomplete, keystroke by keystroke (romaji, kana, kanji): the widest first.
    ...["s", "sh", "shibuya", "し", "しぶ", "シブヤ", "渋", "tokyo", "tōkyō"].map((search) => ({
      ...call("employee1", `${t}/station?search=${encodeURIComponent(search)}`),
      name: `GET ${t}/station?search=${search}`,
    })),
    // leader1: their queue and their people's tickets
    call("leader1", `${t}/getTicketLeaderConfirm/leader1`),
    call("leader1", `${t}/history/${employee1}`, { page: 1 }),
    { ...call("leader1", "/api/menu/fes/updateNumber"), name: "GET /api/menu/fes/updateNumber (leader1)" },
    // hr1: the company-wide lists
    call("hr1", `${t}/getTicketHrConfirm/hr1`),
    call("hr1", t, { page: 1 }),
    call("hr1", t, { page: deepPage }),
    {
      ...call("hr1", `${t}/search`, { method: "POST", body: { statuses: [2] }, page: 1 }),
      name: `POST ${t}/search (approved)`,
    },
    {
      ...call("hr1", `${t}/search`, { method: "POST", body: { employee: "tanaka" }, page: 1 }),
      name: `POST ${t}/search (employee "tanaka")`,
    },
    call("hr1", `${t}/refunds`, { method: "POST", body: {}, page: 1 }),
    call("hr1", `${t}/searchAllowanceRequest`, { method: "POST", body: {}, page: 1 }),
    call("hr1", `${t}/getAllCommutationTicket`),
    call("hr1", `${t}/employees?search=ta`),
    call("hr1", "/api/employeeChange/review", { page: 1 }),
    call("hr1", "/api/employeeChange/history", { page: 1 }),
    call("hr1", "/api/employee/getJobRankHistoryFilter", { page: 1 }),
    call("hr1", "/api/notifications/recipients?search=ta"),
    call("hr1", "/api/campaigns"),
    { ...call("hr1", "/api/menu/fes/updateNumber"), name: "GET /api/menu/fes/updateNumber (hr1)" },
    // approver1: their queue
    call("approver1", `${t}/ticketRequest`, { method: "POST", body: {} }),
    // admin1: administration lists
    call("admin1", "/api/audit/sign-ins", { page: 1 }),
    call("admin1", "/api/menu/items"),
    call("admin1", `${t}/delegations`),
  ];
}
