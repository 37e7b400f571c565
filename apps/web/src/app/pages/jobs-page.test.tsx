import { notifications } from "@mantine/notifications";
import type { JobRun, JobSummary } from "@portal/contract/job/job.schema";
import type { MailMessage } from "@portal/contract/mail/mail.schema";
import { Hubs } from "@portal/contract/realtime/realtime.constants";
import type { JobProgress } from "@portal/contract/realtime/realtime.events";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useRealtimeConnection } from "../../features/realtime/use-realtime-connection";
import { callsTo, serve } from "../../test/fake-api";
import { fakeSocketOf } from "../../test/fake-socket";
import { fakeToken } from "../../test/fake-token";
import { jsonResponse, renderRoutes } from "../../test/render";
import { JobsPage } from "./jobs-page";

function run(overrides: Partial<JobRun> = {}): JobRun {
  return {
    id: 1,
    job: "passExpiryReminder",
    trigger: "schedule",
    status: "succeeded",
    requestedBy: null,
    queuedAt: "2026-05-01T00:00:00.000Z",
    startedAt: "2026-05-01T00:00:01.000Z",
    finishedAt: "2026-05-01T00:00:05.000Z",
    progress: "SEND_MESSAGE_SUCCESS,3,3,0",
    hasError: false,
    total: 3,
    success: 3,
    failed: 0,
    error: null,
    ...overrides,
  };
}

function job(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    name: "passExpiryReminder",
    schedule: "0 9 * * *",
    timeZone: "Asia/Tokyo",
    nextRunAt: "2026-05-02T00:00:00.000Z",
    running: false,
    lastRun: run(),
    ...overrides,
  };
}

const jobs = (schedulerAlive = true, first = job()) => ({
  runner: "embedded",
  schedulerAlive,
  jobs: [
    first,
    job({
      name: "decisionReminder",
      schedule: "15 * * * *",
      lastRun: run({
        id: 2,
        job: "decisionReminder",
        status: "failed",
        hasError: true,
        progress: "JOB_FAILED",
        error: "database is locked",
      }),
    }),
    job({ name: "payrollReport", schedule: "0 6 20 * *", nextRunAt: null, lastRun: null }),
  ],
});

const message: MailMessage = {
  id: 9,
  to: "employee1@sakuratech.example",
  toName: "Kenta Sato",
  subject: "Your commuting pass ends soon",
  template: "passExpiry",
  language: "en",
  status: "outbox",
  createdAt: "2026-05-01T00:00:03.000Z",
  sentAt: null,
  error: null,
  attachments: [],
  text: "Dear Kenta Sato,\nyour pass ends on 2026/05/10.",
  html: "<p>Dear <b>Kenta Sato</b>, your pass ends on 2026/05/10.</p>",
};

/** The page as the signed-in layout has it: with the realtime connection. */
function SignedInJobsPage() {
  useRealtimeConnection();
  return <JobsPage />;
}

function renderPage(path = "/administration/jobs") {
  localStorage.setItem("token", fakeToken(3600));
  localStorage.setItem("username", "admin1");
  const view = renderRoutes([{ path: "/administration/jobs", element: <SignedInJobsPage /> }], path);
  const mail = fakeSocketOf(Hubs.mail);
  mail.replies.set("Connect", { ok: true, connectionId: "m1", account: "admin1" });
  mail.replies.set("IsBatchRunned", { ok: true, running: true });
  mail.replies.set("WatchJobs", { ok: true });
  const employeeService = fakeSocketOf(Hubs.employeeService);
  employeeService.replies.set("Connect", { ok: true, connectionId: "e1", account: "admin1" });
  act(() => employeeService.accept());
  act(() => mail.accept());
  return { ...view, mail };
}

const card = (name: string) => screen.getByRole("article", { name });
const progress = (overrides: Partial<JobProgress>): JobProgress => ({
  job: "passExpiryReminder",
  runId: 7,
  status: "running",
  hasError: false,
  progress: "JOB_RUNNING",
  finished: false,
  total: 0,
  success: 0,
  failed: 0,
  ...overrides,
});

describe("jobs page", () => {
  beforeEach(() => notifications.clean());

  it("lists the jobs with their schedule in words, next run and last run", async () => {
    serve({ "GET /api/jobs": () => jsonResponse(200, jobs()) });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Scheduled jobs" })).toBeInTheDocument();

    const reminders = await screen.findByRole("article", { name: "Pass expiry reminders" });
    expect(within(reminders).getByText("Every day at 09:00 (Asia/Tokyo)")).toBeInTheDocument();
    expect(within(reminders).getByText("Succeeded")).toBeInTheDocument();
    expect(within(reminders).getByText("Sent: 3 of 3 (0 failed)")).toBeInTheDocument();

    const decisions = card("Decision reminders");
    expect(within(decisions).getByText("Every hour at :15 (Asia/Tokyo)")).toBeInTheDocument();
    expect(within(decisions).getByText("Failed")).toBeInTheDocument();
    expect(within(decisions).getByText("The job failed")).toBeInTheDocument();
    expect(within(decisions).getByText("database is locked")).toBeInTheDocument();

    const payroll = card("Payroll report");
    expect(within(payroll).getByText("Every month on day 20 at 06:00 (Asia/Tokyo)")).toBeInTheDocument();
    expect(within(payroll).getByText("Not scheduled")).toBeInTheDocument();
    expect(within(payroll).getByText("Not run yet")).toBeInTheDocument();

    expect(screen.getByText("Runner: in the portal server")).toBeInTheDocument();
    expect(screen.getByText("Scheduler running")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("warns when no scheduler is alive", async () => {
    serve({ "GET /api/jobs": () => jsonResponse(200, jobs(false)) });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("The scheduler is not running");
  });

  it("offers a retry when the jobs cannot be loaded", async () => {
    serve({ "GET /api/jobs": () => jsonResponse(401, { message: "Permission denied", errors: [] }) });
    renderPage();
    expect(await screen.findByText("The jobs could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("runs a job now and follows its progress live to the end", async () => {
    let list = jobs();
    const fetchMock = serve({
      "GET /api/jobs": () => jsonResponse(200, list),
      "POST /api/jobs/passExpiryReminder/run": () =>
        jsonResponse(
          200,
          run({
            id: 7,
            trigger: "manual",
            requestedBy: "Admin One",
            status: "queued",
            startedAt: null,
            finishedAt: null,
            progress: "",
            total: 0,
            success: 0,
          }),
        ),
    });
    const { mail } = renderPage();
    await waitFor(() => expect(mail.sent.map(({ event }) => event)).toContain("WatchJobs"));
    const reminders = await screen.findByRole("article", { name: "Pass expiry reminders" });

    await userEvent.click(within(reminders).getByRole("button", { name: "Run now: Pass expiry reminders" }));
    expect(callsTo(fetchMock, "POST /api/jobs/passExpiryReminder/run")).toHaveLength(1);
    // Nothing counted yet: the bar moves without a value.
    const bar = await within(reminders).findByRole("progressbar", {
      name: "Progress of Pass expiry reminders",
    });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(within(reminders).getByText("Starting…")).toBeInTheDocument();
    expect(within(reminders).getByRole("button", { name: "Run now: Pass expiry reminders" })).toBeDisabled();

    act(() => mail.push("OnJobProgress", progress({ progress: "JOB_RUNNING,4,1,0", total: 4, success: 1 })));
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(within(reminders).getByText("1 of 4 processed")).toBeInTheDocument();

    act(() =>
      mail.push(
        "OnJobProgress",
        progress({ progress: "JOB_RUNNING,4,2,1", total: 4, success: 2, failed: 1 }),
      ),
    );
    expect(bar).toHaveAttribute("aria-valuenow", "75");

    list = jobs(
      true,
      job({
        lastRun: run({
          id: 7,
          progress: "SEND_MESSAGE_SUCCESS,4,3,1",
          total: 4,
          success: 3,
          failed: 1,
          hasError: true,
        }),
      }),
    );
    act(() =>
      mail.push(
        "OnJobProgress",
        progress({
          status: "succeeded",
          finished: true,
          hasError: true,
          progress: "SEND_MESSAGE_SUCCESS,4,3,1",
          total: 4,
          success: 3,
          failed: 1,
        }),
      ),
    );
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    // The row refetched with the run as its last, and the notice of its end.
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/jobs").length).toBeGreaterThanOrEqual(3));
    expect(await within(reminders).findByText("Finished with errors")).toBeInTheDocument();
    expect(within(reminders).getByRole("button", { name: "Run now: Pass expiry reminders" })).toBeEnabled();
    const notice = (
      await screen.findByText("Sent: 3 of 4 (1 failed)", { selector: ".mantine-Notification-description" })
    ).closest(".mantine-Notification-root");
    expect(notice).toHaveTextContent("Pass expiry reminders");
  });

  it("shows a run going on when the page opens, and a job's runs in its history", async () => {
    const running = run({
      id: 5,
      status: "running",
      finishedAt: null,
      progress: "JOB_RUNNING,10,5,0",
      total: 10,
      success: 5,
    });
    const fetchMock = serve({
      "GET /api/jobs": () => jsonResponse(200, jobs(true, job({ running: true, lastRun: running }))),
      "GET /api/jobs/passExpiryReminder/runs": () =>
        jsonResponse(200, {
          data: [running, run({ id: 4, trigger: "manual", requestedBy: "Admin One" })],
          totalCount: 2,
        }),
    });
    renderPage();
    const reminders = await screen.findByRole("article", { name: "Pass expiry reminders" });
    expect(within(reminders).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    expect(within(reminders).getByRole("button", { name: "Run now: Pass expiry reminders" })).toBeDisabled();

    await userEvent.click(within(reminders).getByRole("button", { name: "History: Pass expiry reminders" }));
    const drawer = await screen.findByRole("dialog", { name: "Run history: Pass expiry reminders" });
    expect(await within(drawer).findByText("Run now by Admin One")).toBeInTheDocument();
    expect(within(drawer).getByText("2 runs")).toBeInTheDocument();
    expect(within(drawer).getByText("Running")).toBeInTheDocument();
    const headers = callsTo(fetchMock, "GET /api/jobs/passExpiryReminder/runs")[0]?.headers;
    expect(headers?.["x-pagination-page"]).toBe("1");
  });

  it("lists the outbox and shows a message's text and sandboxed HTML", async () => {
    const fetchMock = serve({
      "GET /api/jobs": () => jsonResponse(200, jobs()),
      "GET /api/mail/outbox": () => jsonResponse(200, { data: [message], totalCount: 1 }),
      "GET /api/mail/outbox/9": () => jsonResponse(200, message),
    });
    renderPage();
    await userEvent.click(screen.getByRole("tab", { name: "Outbox" }));
    const row = (await screen.findByText("Your commuting pass ends soon")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Kenta Sato")).toBeInTheDocument();
    expect(within(row).getByText("Pass expiry")).toBeInTheDocument();
    expect(within(row).getByText("In outbox")).toBeInTheDocument();
    expect(within(row).getByText("Not sent")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/mail/outbox")[0]?.headers["x-pagination-size"]).toBe("20");

    await userEvent.click(within(row).getByRole("button", { name: /^View the message/ }));
    const dialog = await screen.findByRole("dialog", { name: "Your commuting pass ends soon" });
    expect(await within(dialog).findByText(/your pass ends on 2026\/05\/10\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "HTML" }));
    const frame = within(dialog).getByTitle("HTML version of the message");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame).toHaveAttribute("srcdoc", message.html);
  });

  it("opens on the outbox tab from its address and says when it is empty", async () => {
    serve({
      "GET /api/jobs": () => jsonResponse(200, jobs()),
      "GET /api/mail/outbox": () => jsonResponse(200, { data: [], totalCount: 0 }),
    });
    renderPage("/administration/jobs?tab=outbox");
    expect(await screen.findByText("No e-mail yet.")).toBeInTheDocument();
  });
});
