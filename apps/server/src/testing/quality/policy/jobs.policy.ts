import type { JobRun } from "@portal/contract/job/job.schema";
import { runJobBody } from "../../run-job";
import { policyOf, row, type SetupContext, signedIn } from "../permission-types";

const administratorOnly = signedIn({ others: 401, administrator: "ok" });
const hrOnly = signedIn({ others: 401, hr: "ok" });

/** The payroll job writes this month's report; answers its id. */
async function payrollReportOf({ kit }: SetupContext) {
  await runJobBody(kit.app, "payrollReport");
  const report = await kit.db
    .selectFrom("payrollReports")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return { id: report.id };
}

/** The scheduled jobs (administrators), the outbox (administrators) and payroll reports (HR). */
export const jobsPolicy = policyOf({
  "job.list": row({ request: () => ({}), expect: administratorOnly }),
  "job.run": row({ request: () => ({ params: { name: "ticketExpiry" } }), expect: administratorOnly }),
  "job.runs": row({ request: () => ({ params: { name: "purge" } }), expect: administratorOnly }),
  "job.runDetail": row({
    setup: async ({ kit, cast }) => {
      const run = await kit.call<JobRun>(cast.people.administrator, "POST", "/api/jobs/purge/run");
      await kit.app.deps.jobs.idle();
      return { id: run.id };
    },
    request: ({ id }) => ({ params: { name: "purge", runId: id } }),
    expect: administratorOnly,
  }),
  "mail.outbox": row({ request: () => ({}), expect: administratorOnly }),
  "mail.message": row({
    setup: async ({ kit, cast }) => {
      const { id } = await kit.app.deps.mailer.send({
        recipientId: cast.people.owner.id,
        to: "owner@example.co.jp",
        template: "decisionReminder",
        language: "en",
        params: { name: "Owner", departure: "A", arrival: "B", days: 4, link: "http://localhost/x" },
      });
      return { id };
    },
    request: ({ id }) => ({ params: { id } }),
    expect: administratorOnly,
  }),
  "payrollReport.list": row({ request: () => ({}), expect: hrOnly }),
  "payrollReport.download": row({
    setup: payrollReportOf,
    request: ({ id }) => ({ params: { id } }),
    // The company's report, no one's request: the owner holding HR's role reads it too.
    expect: signedIn({ others: 401, hr: "ok", decidingOwner: "ok" }),
  }),
});
