import { policyOf, row, signedIn } from "../permission-types";

const everyone = signedIn({ others: "ok" });
/** An employee's own records, or anyone's for HR (decision 023). */
const ownerOrHr = signedIn({ others: 401, owner: "ok", hr: "ok" });

/** The profile, the colleague directory, and the employee master and lookup calls. */
export const employeePolicy = policyOf({
  "employee.profile": row({ request: () => ({}), expect: everyone }),
  "employee.changeProfile": row({
    request: () => ({ body: { description: "Checked by the permission matrix." } }),
    expect: everyone,
  }),
  "employee.changeWorkplace": row({
    request: () => ({ body: { customerAddress: "東京都港区芝公園4-2-8" } }),
    expect: everyone,
  }),
  "employee.colleagueAccount": row({
    request: (_, { owner }) => ({ query: { search: owner.account } }),
    expect: everyone,
  }),
  "employee.colleagueInfo": row({
    request: (_, { owner }) => ({ params: { id: owner.id } }),
    expect: everyone,
  }),
  "employee.departments": row({ request: () => ({}), expect: everyone }),
  "employee.all": row({ request: () => ({}), expect: everyone }),
  "employee.allEmployee": row({
    request: () => ({}),
    expect: signedIn({ others: 401, hr: "ok", administrator: "ok" }),
  }),
  "employee.employeeAccountByLeader": row({
    request: () => ({}),
    expect: signedIn({ others: 401, ownLeader: "ok", otherLeader: "ok" }),
  }),
  "employee.contractTypes": row({ request: () => ({}), expect: everyone }),
  "employee.fjpContractTypes": row({ request: () => ({}), expect: everyone }),
  "employee.degreeLevels": row({ request: () => ({}), expect: everyone }),
  "employee.visaKinds": row({ request: () => ({}), expect: everyone }),
  "employee.longTermOffTypes": row({ request: () => ({}), expect: everyone }),
  "employee.jobRanks": row({ request: () => ({}), expect: everyone }),
  "employee.positions": row({ request: () => ({}), expect: everyone }),
  "employee.jobRankHistory": row({
    request: (_, { owner }) => ({ params: { employeeId: owner.id, year: 2026 } }),
    expect: ownerOrHr,
  }),
  "employee.jobRankHistoryFilter": row({ request: () => ({}), expect: signedIn({ others: 401, hr: "ok" }) }),
  "employee.employeeContracts": row({
    request: (_, { owner }) => ({ query: { employeeId: owner.id } }),
    expect: ownerOrHr,
  }),
  "employee.selfCheck": row({ request: () => ({}), expect: everyone }),
  "employee.account": row({ request: () => ({}), expect: everyone }),
  "employee.checkRoleAdmin": row({ request: () => ({}), expect: everyone }),
});
