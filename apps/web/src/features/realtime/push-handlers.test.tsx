import { notifications } from "@mantine/notifications";
import type { CommentWithReplies } from "@portal/contract/comment/comment.schema";
import { Hubs } from "@portal/contract/realtime/realtime.constants";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { fakeSocketOf } from "../../test/fake-socket";
import { fakeToken } from "../../test/fake-token";
import { fakeLoginResponse } from "../../test/login-response";
import { notification } from "../../test/notification";
import { jsonResponse, renderRoutes } from "../../test/render";
import { CommentThread } from "../comment/components/comment-thread";
import { rememberStartedRun, subscribeJobProgress } from "../job/job-progress-stream";
import { menuNumbersQueryOptions, useMenuNumbers } from "../menu/api/get-menu-numbers";
import { NotificationBell } from "../notification/components/notification-bell";
import { useRealtimeConnection } from "./use-realtime-connection";

/** What the signed-in layout has: the realtime connection, the bell and the menu's numbers. */
function SignedInHeader() {
  useRealtimeConnection();
  useMenuNumbers(true);
  return <NotificationBell />;
}

function serve(bell: () => { unreadCount: number }) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/notifications") {
      const { unreadCount } = bell();
      return jsonResponse(200, { data: [notification(1)], unreadCount });
    }
    if (url === "/api/menu/fes/updateNumber") return jsonResponse(200, [{ id: 3, number: 1 }]);
    return jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSignedIn() {
  localStorage.setItem("token", fakeToken(3600));
  localStorage.setItem("username", "employee1");
  const view = renderRoutes([{ path: "*", element: <SignedInHeader /> }], "/home");
  const employeeService = fakeSocketOf(Hubs.employeeService);
  employeeService.replies.set("Connect", { ok: true, connectionId: "c1", account: "employee1" });
  act(() => employeeService.accept());
  return { ...view, employeeService };
}

function threadComment(id: number, comment: string): CommentWithReplies {
  return {
    id,
    parentId: null,
    avatar: null,
    fullName: "Aoi Mori",
    comment,
    createdAt: "2026-04-05T00:05:00.000Z",
    createdBy: 4,
    modifiedAt: null,
    modifiedBy: null,
    canEdit: false,
    listReplies: [],
  };
}

const notice = {
  notificationId: null,
  severity: 0,
  title: { en: "Leave request", ja: "休暇申請" },
  message: { en: "Sato asked for a day off.", ja: "佐藤さんが休暇を申請しました。" },
  link: null,
};

describe("realtime pushes in the signed-in portal", () => {
  afterEach(() => changeLanguage("en"));

  it("connects with the session's token and updates the bell without a reload", async () => {
    let unreadCount = 1;
    serve(() => ({ unreadCount }));
    const { employeeService } = renderSignedIn();
    expect(employeeService.authPayload()).toEqual({ token: localStorage.getItem("token") });
    expect(await screen.findByRole("button", { name: "Notifications (1 unread)" })).toBeInTheDocument();

    unreadCount = 2;
    act(() => employeeService.push("OnNotification", { id: 9, severity: 1 }));
    expect(await screen.findByRole("button", { name: "Notifications (2 unread)" })).toBeInTheDocument();
  });

  it("shows requests and comments as notices in the user's language", async () => {
    serve(() => ({ unreadCount: 0 }));
    const { employeeService } = renderSignedIn();
    act(() => employeeService.push("OnLeaveRequestCreated", notice));
    expect(await screen.findByText("Leave request")).toBeInTheDocument();
    expect(screen.getByText("Sato asked for a day off.")).toBeInTheDocument();

    await act(() => changeLanguage("ja"));
    act(() => employeeService.push("OnCommented", { ...notice, title: { en: "Comment", ja: "コメント" } }));
    expect(await screen.findByText("コメント")).toBeInTheDocument();
    expect(screen.getByText("佐藤さんが休暇を申請しました。")).toBeInTheDocument();
  });

  it("falls back to English when the Japanese text is empty", async () => {
    serve(() => ({ unreadCount: 0 }));
    const { employeeService } = renderSignedIn();
    await act(() => changeLanguage("ja"));
    act(() =>
      employeeService.push("OnNotifyMessage", {
        ...notice,
        severity: 3,
        title: { en: "System down", ja: "" },
      }),
    );
    expect(await screen.findByText("System down")).toBeInTheDocument();
  });

  it("refetches an open comment thread when someone changes it, and only that thread", async () => {
    let thread = [threadComment(1, "Is the route fine?")];
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/comments/commutationTicket/5") return jsonResponse(200, thread);
      if (url === "/api/notifications") return jsonResponse(200, { data: [], unreadCount: 0 });
      return jsonResponse(404, { message: "Not found", errors: [] });
    });
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("token", fakeToken(3600));
    localStorage.setItem("username", "employee1");
    renderRoutes(
      [
        {
          path: "*",
          element: (
            <>
              <SignedInHeader />
              <CommentThread objectType="commutationTicket" objectId={5} />
            </>
          ),
        },
      ],
      "/commuting-ticket/ticket/5",
    );
    const employeeService = fakeSocketOf(Hubs.employeeService);
    employeeService.replies.set("Connect", { ok: true, connectionId: "c1", account: "employee1" });
    act(() => employeeService.accept());
    expect(await screen.findByText("Is the route fine?")).toBeInTheDocument();
    const threadCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/comments/")).length;
    const before = threadCalls();

    thread = [...thread, threadComment(2, "Yes, it is the shortest.")];
    act(() =>
      employeeService.push("OnCommented", { thread: { objectType: "commutationTicket", objectId: 6 } }),
    );
    act(() => employeeService.push("OnCommented", { thread: { objectType: "changeRequest", objectId: 5 } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(threadCalls()).toBe(before);

    act(() =>
      employeeService.push("OnCommented", { thread: { objectType: "commutationTicket", objectId: 5 } }),
    );
    expect(await screen.findByText("Yes, it is the shortest.")).toBeInTheDocument();
    expect(threadCalls()).toBe(before + 1);
  });

  it("puts pushed menu numbers into the menu's query", async () => {
    serve(() => ({ unreadCount: 0 }));
    const { employeeService, queryClient } = renderSignedIn();
    act(() => employeeService.push("OnNotifySubmitRequestMenu", [{ id: 3, number: 7 }]));
    expect(queryClient.getQueryData(menuNumbersQueryOptions().queryKey)).toEqual([{ id: 3, number: 7 }]);
  });

  it("refetches the bell and the menu numbers after a reconnect", async () => {
    let unreadCount = 0;
    const fetchMock = serve(() => ({ unreadCount }));
    const { employeeService } = renderSignedIn();
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    const menuLoads = () =>
      fetchMock.mock.calls.filter(([url]) => url === "/api/menu/fes/updateNumber").length;
    await waitFor(() => expect(menuLoads()).toBe(1));

    // Offline for a while: something arrived meanwhile.
    act(() => employeeService.drop());
    unreadCount = 4;
    act(() => employeeService.accept());

    expect(await screen.findByRole("button", { name: "Notifications (4 unread)" })).toBeInTheDocument();
    await waitFor(() => expect(menuLoads()).toBe(2));
  });

  it("disconnects when the signed-in screens go", () => {
    serve(() => ({ unreadCount: 0 }));
    const { employeeService, unmount } = renderSignedIn();
    const mail = fakeSocketOf(Hubs.mail);
    unmount();
    expect(employeeService.connected).toBe(false);
    expect(mail.disconnectCalls).toBe(1);
  });

  describe("mail hub notices", () => {
    // Toasts live in a store of their own: none may stay from an earlier test.
    beforeEach(() => notifications.clean());

    function renderWithMail(answers: { batch?: boolean; background?: boolean } = {}, seatAdmin = false) {
      serve(() => ({ unreadCount: 0 }));
      const {
        access_token: _token,
        username: _user,
        display_name: _name,
        timesheet_mode: _mode,
        ...flags
      } = fakeLoginResponse({ seat_admin: seatAdmin ? 1 : 0 });
      localStorage.setItem("roles", JSON.stringify(flags));
      const view = renderSignedIn();
      const mail = fakeSocketOf(Hubs.mail);
      mail.replies.set("Connect", { ok: true, connectionId: "m1", account: "employee1" });
      mail.replies.set("IsBatchRunned", { ok: true, running: answers.batch ?? true });
      mail.replies.set("ConnectBackground", { ok: true, connectionId: "m1", account: "employee1" });
      mail.replies.set("IsBatchBackgroundRunned", { ok: true, running: answers.background ?? true });
      mail.replies.set("WatchJobs", { ok: true });
      act(() => mail.accept());
      return { ...view, mail };
    }

    const batchNotRun = "The batch service is not running. Scheduled jobs and reminders are paused.";
    const backgroundNotRun = "The background batch service is not running. Background jobs are paused.";

    it("shows BATCH_NOT_RUN as an error when IsBatchRunned answers not running", async () => {
      const { mail } = renderWithMail({ batch: false });
      expect(await screen.findByText(batchNotRun)).toBeInTheDocument();
      // The pushed answer of the same question does not show it twice.
      act(() => mail.push("OnIsBatchRunned", { running: false }));
      expect(screen.getAllByText(batchNotRun)).toHaveLength(1);
      expect(mail.sent.map(({ event }) => event)).not.toContain("ConnectBackground");
      expect(screen.queryByText(backgroundNotRun)).not.toBeInTheDocument();
    });

    it("says nothing while the batch service runs", async () => {
      const { mail } = renderWithMail();
      await waitFor(() => expect(mail.sent.map(({ event }) => event)).toContain("IsBatchRunned"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText(batchNotRun)).not.toBeInTheDocument();
    });

    it("tells a seat administrator, and only them, that the background batch is not running", async () => {
      const { mail } = renderWithMail({ background: false }, true);
      expect(await screen.findByText(backgroundNotRun)).toBeInTheDocument();
      expect(mail.sent.map(({ event }) => event)).toEqual(
        expect.arrayContaining(["ConnectBackground", "IsBatchBackgroundRunned"]),
      );
      expect(screen.queryByText(batchNotRun)).not.toBeInTheDocument();
    });

    it("shows a batch result with counts as SEND_MESSAGE_SUCCESS, in the user's language", async () => {
      const { mail } = renderWithMail();
      act(() =>
        mail.push("OnSendNdaMailNotifyBatch", {
          hasError: false,
          progress: "SEND_MESSAGE_SUCCESS,4,3,1",
          finished: true,
        }),
      );
      expect(await screen.findByText("Sent: 3 of 4 (1 failed)")).toBeInTheDocument();

      await act(() => changeLanguage("ja"));
      act(() =>
        mail.push("OnSendMessageCheckinEventResultBatch", {
          hasError: false,
          progress: "5,5,0",
          finished: true,
        }),
      );
      expect(await screen.findByText("送信：5 件中 5 件（失敗 0 件）")).toBeInTheDocument();
    });

    it("shows a result with hasError as an error with its progress text, and no notice for progress", async () => {
      const { mail } = renderWithMail();
      act(() =>
        mail.push("OnSendNdaMailNotifyBatch", {
          hasError: false,
          progress: "SEND_MESSAGE_SUCCESS,4,1,0",
          finished: false,
        }),
      );
      act(() =>
        mail.push("OnReloadQRCodeNotifyBatch", { hasError: true, progress: "JOB_FAILED", finished: true }),
      );
      expect(await screen.findByText("The job failed")).toBeInTheDocument();
      expect(screen.queryByText(/^Sent:/)).not.toBeInTheDocument();
      // The error toast is red.
      expect(screen.getByText("The job failed").closest(".mantine-Notification-root")).toHaveStyle({
        "--notification-color": "var(--mantine-color-red-filled)",
      });
    });

    const finishedRun = {
      job: "passExpiryReminder",
      runId: 41,
      status: "succeeded",
      hasError: false,
      progress: "SEND_MESSAGE_SUCCESS,2,2,0",
      finished: true,
      total: 2,
      success: 2,
      failed: 0,
    };

    it("announces a job's end to the administrator watching the jobs or who started it, not to others", async () => {
      const { mail } = renderWithMail();
      act(() => mail.push("OnJobProgress", finishedRun));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText("Sent: 2 of 2 (0 failed)")).not.toBeInTheDocument();

      rememberStartedRun(42);
      act(() => mail.push("OnJobProgress", { ...finishedRun, runId: 42 }));
      expect(await screen.findByText("Sent: 2 of 2 (0 failed)")).toBeInTheDocument();
      expect(screen.getByText("Pass expiry reminders")).toBeInTheDocument();
    });

    it("hands job runs to the screen watching them and announces a failed run as an error", async () => {
      const { mail } = renderWithMail();
      const seen: unknown[] = [];
      const unsubscribe = subscribeJobProgress((progress) => seen.push(progress));
      await waitFor(() => expect(mail.sent.map(({ event }) => event)).toContain("WatchJobs"));
      act(() =>
        mail.push("OnJobProgress", {
          ...finishedRun,
          runId: 50,
          status: "failed",
          hasError: true,
          progress: "JOB_FAILED",
          total: 0,
          success: 0,
        }),
      );
      expect(seen).toHaveLength(1);
      expect(await screen.findByText("The job failed")).toBeInTheDocument();
      unsubscribe();
    });
  });
});
