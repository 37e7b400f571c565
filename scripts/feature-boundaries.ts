/**
 * The imports one feature may make of another (docs/decisions/033-feature-boundaries.md), checked by
 * scripts/check-imports.ts in `npm run check`. Anything else a feature needs from another belongs in
 * lib/ (the web's components/ for pieces of screens) or the contract. Every entry is a real edge:
 * one that no longer occurs fails the check too, so the list stays the map of how features meet.
 */
export type App = "server" | "web";

export interface AllowedImport {
  /** The importing feature, or "*" for every feature. */
  from: string;
  /**
   * What it may import, as paths inside the features folder without the extension
   * (`menu/menu.service`); a path ending in `/` allows everything under that folder.
   */
  to: string[];
  /** Only the importing feature's tests (`*.test.ts(x)`) and their helpers (`*-test-*.ts`) may make it. */
  testsOnly?: true;
  why: string;
}

const server: AllowedImport[] = [
  {
    from: "*",
    to: ["auth/token", "auth/roles"],
    why: "Who is calling and what they may do: the session's claims and the caller's roles, read from the record.",
  },
  {
    from: "*",
    to: ["notification/notify"],
    why: "notify() is how every feature tells people something (rows per recipient and a push).",
  },
  {
    from: "*",
    to: ["mail/mail-recipients"],
    why: "E-mail is a service: a feature sends a template to employees in their language.",
  },
  {
    from: "*",
    to: ["menu/menu.service"],
    why: "A feature whose queue counts change pushes the new menu numbers to the people concerned.",
  },
  {
    from: "*",
    to: ["job/job.types"],
    why: "A feature's scheduled job implements the one job interface (decision 030).",
  },
  {
    from: "job",
    to: [
      "auth/purge.job",
      "commutation-ticket/jobs/",
      "employee-change/change-apply.job",
      "leave/leave-daily.job",
      "leave/leave-obligation-reminder.job",
    ],
    why: "The job registry lists each feature's jobs; the bodies live in their features (decision 030).",
  },
  {
    from: "auth",
    to: ["audit/audit.service"],
    why: "Sign-in records every success, failure, lockout, CAPTCHA demand, wait and sign-out in the audit.",
  },
  {
    from: "auth",
    to: ["job/job-runs.repository"],
    why: "The purge job deletes the heartbeats of instances killed without stopping.",
  },
  {
    from: "realtime",
    to: ["job/job-execution", "job/job-runs.repository"],
    why: "The mail hub answers whether the batch runs from the job runners' heartbeats (decision 030).",
  },
  {
    from: "menu",
    to: [
      "commutation-ticket/ticket-count.repository",
      "commutation-ticket/ticket-access",
      "employee-change/employee-change.repository",
      "leave/leave-count",
    ],
    why: "The menu numbers are the features' queue counts, for the queues the caller holds (delegations included).",
  },
  {
    from: "menu",
    to: ["mail/mail.service"],
    why: "Loading the menu records the language the employee uses the portal in: their e-mail is written in it.",
  },
  {
    from: "bank-account",
    to: [
      "employee-change/change-access",
      "employee-change/change-evidence.storage",
      "employee-change/change-evidence.upload",
      "employee-change/change-rules",
      "employee-change/change-save.service",
      "employee-change/employee-change.service",
    ],
    why: "A bank account change is a change request: drafted, evidenced and decided like the others (decision 024).",
  },
  {
    from: "employee-education",
    to: [
      "employee-change/change-access",
      "employee-change/change-evidence.service",
      "employee-change/change-evidence.storage",
      "employee-change/change-evidence.upload",
      "employee-change/change-rules",
      "employee-change/change-save.service",
      "employee-change/employee-change.service",
    ],
    why: "An education record changes through a change request: drafted, evidenced and decided like the others.",
  },
  {
    from: "employee-change",
    to: [
      "bank-account/bank-account-apply",
      "employee-education/education-values",
      "employee/employee.service",
    ],
    why: "Applying an approved request writes what it changes: the bank account, the education record or profile fields.",
  },
  {
    from: "employee",
    to: [
      "employee-avatar/employee-avatar.service",
      "employee-change/field-history.service",
      "working-history/working-history.service",
    ],
    why: "The profile shows the employee's avatar, the history of their fields and their career records.",
  },
  {
    from: "comment",
    to: ["commutation-ticket/ticket-thread", "employee-change/change-thread"],
    why: "A thread asks its object's feature who may read it, who decides next and whether it is still open.",
  },
  {
    from: "comment",
    to: ["employee-avatar/employee-avatar.service"],
    why: "Comments show their author's avatar.",
  },
  {
    from: "commutation-ticket",
    to: ["working-address/working-address.service"],
    why: "The working address in force feeds the commuting tickets (decision 022).",
  },
  {
    from: "working-address",
    to: ["commutation-ticket/commutation-ticket.presenter", "commutation-ticket/working-address-change"],
    why: "A move marks the route and its tickets to re-apply, and answers them (decision 022).",
  },
  {
    from: "chatbot",
    to: [
      "commutation-ticket/commutation-ticket.service",
      "commutation-ticket/evidence.service",
      "commutation-ticket/station.service",
      "commutation-ticket/ticket-cancel.service",
      "commutation-ticket/ticket-context",
      "working-address/working-address.service",
    ],
    why: "Navi's flows submit through the ticket and working-address services, as the screens do (decision 025).",
  },
  {
    from: "*",
    to: ["menu/default-menu", "job/job-registry"],
    testsOnly: true,
    why: "Tests of menu numbers seed the default menu; tests of a feature's job run it from the registry.",
  },
];

const web: AllowedImport[] = [
  {
    from: "*",
    to: ["auth/hooks/use-session"],
    why: "The signed-in user and their roles.",
  },
  {
    from: "*",
    to: ["config/api/get-client-config"],
    why: "What the client needs before sign-in (product title, hotlines).",
  },
  {
    from: "*",
    to: ["menu/api/get-menu-numbers"],
    why: "A screen that changes a queue refreshes the menu numbers.",
  },
  {
    from: "commutation-ticket",
    to: ["comment/components/comment-thread"],
    why: "A ticket shows its comment thread.",
  },
  {
    from: "employee-change",
    to: ["comment/components/comment-thread"],
    why: "A change request shows its comment thread.",
  },
  {
    from: "employee",
    to: ["employee-avatar/", "employee-change/"],
    why: "The profile shows the avatar and the change requests of its fields and address, and opens them.",
  },
  {
    from: "employee-change",
    to: ["employee/api/get-employee-profile"],
    why: "A profile change request starts from the profile, and refreshes it when applied.",
  },
  {
    from: "bank-account",
    to: [
      "employee-change/api/employee-change-keys",
      "employee-change/components/change-request-drawer",
      "employee-change/components/change-request-status-badge",
    ],
    why: "A bank account change is a change request: shown and refreshed like the others.",
  },
  {
    from: "employee-education",
    to: [
      "employee-change/api/employee-change-keys",
      "employee-change/api/submit-request",
      "employee-change/components/change-request-drawer",
      "employee-change/components/change-request-status-badge",
    ],
    why: "An education change is a change request: shown, submitted (once its certificates are in) and refreshed like the others.",
  },
  {
    from: "working-address",
    to: ["commutation-ticket/api/commutation-ticket-keys", "commutation-ticket/api/get-working-address"],
    why: "A move changes the tickets' starting point: the address in force and the tickets it marks (decision 022).",
  },
  {
    from: "leave",
    to: ["colleague/api/search-colleagues"],
    why: "HR picks the employee whose leave balance it adjusts with the colleague directory's search.",
  },
  {
    from: "chatbot",
    to: ["commutation-ticket/components/station-autocomplete"],
    why: "Navi's ticket form picks stations as the ticket screen does.",
  },
  {
    from: "chatbot",
    to: ["zip-code/components/post-code-field"],
    why: "Navi's address form looks the address up by postal code.",
  },
  {
    from: "employee-change",
    to: ["zip-code/components/post-code-field"],
    why: "A home address request looks the address up by postal code.",
  },
  {
    from: "working-address",
    to: ["zip-code/components/post-code-field", "zip-code/post-code-text"],
    why: "A working address is looked up by postal code.",
  },
  {
    from: "help",
    to: ["colleague/api/search-colleagues"],
    why: "Administrators pick help editors among colleagues.",
  },
  {
    from: "realtime",
    to: [
      "comment/api/comment-keys",
      "commutation-ticket/api/commutation-ticket-keys",
      "job/api/job-keys",
      "job/job-progress-stream",
      "job/progress-text",
      "mail/api/mail-keys",
      "notification/api/notification-keys",
      "notification/severity",
    ],
    why: "A push refreshes the queries it concerns and shows job progress as it comes (decision 030).",
  },
  {
    from: "realtime",
    to: ["comment/components/comment-thread", "notification/components/notification-bell"],
    testsOnly: true,
    why: "The realtime tests watch a thread and the bell refresh on a push.",
  },
];

export const allowedImports: Record<App, AllowedImport[]> = { server, web };
