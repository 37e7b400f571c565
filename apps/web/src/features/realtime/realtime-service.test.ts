import {
  ConnectionState,
  Hubs,
  mailConnectionIdStorageKey,
  RealtimeTimings,
  realtimePath,
} from "@portal/contract/realtime/realtime.constants";
import { io } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeSocket, fakeSocketOf, fakeSockets } from "../../test/fake-socket";
import { subscribeJobProgress } from "../job/job-progress-stream";
import { getConnectionState } from "./connection-state";
import { type RealtimeHandlers, type RealtimeService, startRealtime } from "./realtime-service";

const connectReply = { ok: true, connectionId: "conn-42", account: "employee1" };

let service: RealtimeService | undefined;
let token = "token-1";

function handlers(): RealtimeHandlers {
  return {
    onNotification: vi.fn(),
    onNotice: vi.fn(),
    onThreadChanged: vi.fn(),
    onMessage: vi.fn(),
    onMenuNumbers: vi.fn(),
    onReconnect: vi.fn(),
    onBatchRunning: vi.fn(),
    onBatchProgress: vi.fn(),
    onJobProgress: vi.fn(),
  };
}

function start(given = handlers(), seatAdmin = false) {
  service = startRealtime({
    account: "employee1",
    getToken: () => token,
    isSeatAdmin: () => seatAdmin,
    handlers: given,
  });
  const employee = fakeSocketOf(Hubs.employeeService);
  const mail = fakeSocketOf(Hubs.mail);
  employee.replies.set("Connect", connectReply);
  mail.replies.set("Connect", { ...connectReply, connectionId: "mail-7" });
  return { handlers: given, employee, mail };
}

const state = () => getConnectionState("employeeService");
const connectCalls = (socket: FakeSocket) => socket.sent.filter(({ event }) => event === "Connect");
const invoked = (socket: FakeSocket) => socket.sent.map(({ event }) => event);

describe("realtime service", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    token = "token-1";
  });

  afterEach(() => {
    service?.stop();
    service = undefined;
    vi.useRealTimers();
  });

  it("opens the employeeService and mail hubs only, WebSocket first, with backoff and the current token", () => {
    const { employee } = start();
    expect(vi.mocked(io)).toHaveBeenCalled();
    expect(fakeSockets.map(({ namespace }) => namespace)).toEqual([Hubs.employeeService, Hubs.mail]);
    expect(employee.options).toMatchObject({
      path: realtimePath,
      transports: ["websocket", "polling"],
      tryAllTransports: true,
      reconnection: true,
      reconnectionDelay: RealtimeTimings.reconnectDelayMs,
      reconnectionDelayMax: RealtimeTimings.reconnectDelayMaxMs,
      randomizationFactor: 0.5,
    });
    expect(employee.connectCalls).toBe(1);
    expect(employee.authPayload()).toEqual({ token: "token-1" });
    // A reconnect later sends the token held then.
    token = "token-2";
    expect(employee.authPayload()).toEqual({ token: "token-2" });
  });

  it("sends the current token with the engine's handshake too, at the start and at each reconnect", () => {
    const { employee } = start();
    expect(employee.io.opts.query).toEqual({ access_token: "token-1" });
    token = "token-2";
    employee.reconnectAttempt();
    expect(employee.io.opts.query).toEqual({ access_token: "token-2" });
  });

  it("goes from Disconnected to Connected, says who connects, and keeps the mail connection id", async () => {
    const { employee, mail } = start();
    expect(state()).toBe(ConnectionState.disconnected);

    employee.accept();
    mail.accept();
    await vi.advanceTimersByTimeAsync(0);

    expect(state()).toBe(ConnectionState.connected);
    expect(getConnectionState("mail")).toBe(ConnectionState.connected);
    expect(connectCalls(employee)[0]?.args).toEqual(["employee1"]);
    expect(sessionStorage.getItem(mailConnectionIdStorageKey)).toBe("mail-7");
  });

  it("keeps the mail socket's id when the mail hub's Connect is not answered", async () => {
    const { mail } = start();
    mail.replies.delete("Connect");
    mail.accept("socket-id-9");
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStorage.getItem(mailConnectionIdStorageKey)).toBe("socket-id-9");
    expect(console.warn).toHaveBeenCalled();
  });

  it("refetches what may have been missed after a reconnect, not after the first connect", async () => {
    const { employee, handlers: given } = start();
    employee.accept();
    expect(given.onReconnect).not.toHaveBeenCalled();

    employee.drop();
    expect(state()).toBe(ConnectionState.disconnected);
    employee.accept();
    expect(state()).toBe(ConnectionState.connected);
    expect(given.onReconnect).toHaveBeenCalledTimes(1);
  });

  it("reports a failed handshake as Error and lets Socket.IO keep retrying", () => {
    const { employee } = start();
    employee.refuse("xhr poll error");
    expect(state()).toBe(ConnectionState.error);
    expect(employee.disconnectCalls).toBe(0);
    employee.accept();
    expect(state()).toBe(ConnectionState.connected);
  });

  it("stops for good when the handshake is refused as SESSION_EXPIRED", async () => {
    const { employee } = start();
    employee.refuse("SESSION_EXPIRED");
    expect(state()).toBe(ConnectionState.error);
    expect(employee.disconnectCalls).toBe(1);
    expect(employee.active).toBe(false);

    // The connection check does not bring it back either.
    await vi.advanceTimersByTimeAsync(RealtimeTimings.connectionCheckMs * 3);
    expect(employee.connectCalls).toBe(1);
    expect(state()).toBe(ConnectionState.error);
  });

  it("stops for good when the engine refuses the handshake as SESSION_EXPIRED, not when it is busy", () => {
    const { employee, mail } = start();
    mail.refuseAtEngine("TOO_MANY_CONNECTIONS");
    expect(mail.disconnectCalls).toBe(0);
    employee.refuseAtEngine("SESSION_EXPIRED");
    expect(state()).toBe(ConnectionState.error);
    expect(employee.disconnectCalls).toBe(1);
    expect(employee.active).toBe(false);
  });

  it("checks the connection by invoking Connect and leaves a healthy one alone", async () => {
    const { employee } = start();
    employee.accept();
    await vi.advanceTimersByTimeAsync(RealtimeTimings.connectionCheckMs);
    expect(connectCalls(employee)).toHaveLength(2);
    expect(employee.disconnectCalls).toBe(0);
  });

  it("restarts the connection when the check is not answered, and logs the failure", async () => {
    const { employee, handlers: given } = start();
    employee.accept();
    employee.replies.delete("Connect");

    await vi.advanceTimersByTimeAsync(RealtimeTimings.connectionCheckMs);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("Connect failed"), expect.any(Error));
    expect(employee.disconnectCalls).toBe(1);
    expect(employee.connectCalls).toBe(2);
    expect(state()).toBe(ConnectionState.disconnected);

    employee.replies.set("Connect", connectReply);
    employee.accept();
    expect(state()).toBe(ConnectionState.connected);
    expect(given.onReconnect).toHaveBeenCalledTimes(1);
  });

  it("restarts when the check is refused", async () => {
    const { employee } = start();
    employee.accept();
    employee.replies.set("Connect", { ok: false, error: "BAD_REQUEST" });
    await vi.advanceTimersByTimeAsync(RealtimeTimings.connectionCheckMs);
    expect(employee.connectCalls).toBe(2);
  });

  it("restarts a connection the server closed, but not one Socket.IO is still retrying", async () => {
    const { employee } = start();
    employee.accept();
    employee.drop("transport close");
    await vi.advanceTimersByTimeAsync(RealtimeTimings.connectionCheckMs);
    expect(employee.connectCalls).toBe(1);

    employee.active = false;
    await vi.advanceTimersByTimeAsync(RealtimeTimings.connectionCheckMs);
    expect(employee.connectCalls).toBe(2);
  });

  it("hands the pushes to their handlers", () => {
    const { employee, handlers: given } = start();
    employee.accept();
    const notice = {
      notificationId: 5,
      severity: 2,
      title: { en: "Leave request", ja: "休暇申請" },
      message: { en: "Sato asked for leave", ja: "佐藤さんが休暇を申請しました" },
      link: null,
    };
    employee.push("OnNotification", { id: 5, severity: 2 });
    employee.push("OnLeaveRequestCreated", notice);
    employee.push("OnNotifyMessage", notice);
    employee.push("OnNotifySubmitRequestMenu", [{ id: 3, number: 4 }]);
    employee.push("OnCommented", notice);
    employee.push("OnCommented", { thread: { objectType: "commutationTicket", objectId: 8 } });

    expect(given.onNotification).toHaveBeenCalledWith({ id: 5, severity: 2 });
    expect(given.onNotice).toHaveBeenCalledWith("OnLeaveRequestCreated", notice);
    expect(given.onMessage).toHaveBeenCalledWith(notice);
    expect(given.onMenuNumbers).toHaveBeenCalledWith([{ id: 3, number: 4 }]);
    expect(given.onNotice).toHaveBeenCalledWith("OnCommented", notice);
    expect(given.onThreadChanged).toHaveBeenCalledWith({ objectType: "commutationTicket", objectId: 8 });
    expect(given.onNotice).toHaveBeenCalledTimes(2);
  });

  it("says goodbye and disconnects both hubs on stop", () => {
    const { employee, mail } = start();
    employee.accept();
    mail.accept();
    sessionStorage.setItem(mailConnectionIdStorageKey, "mail-7");

    service?.stop();
    service = undefined;

    expect(employee.sent.map(({ event }) => event)).toContain("Disconect");
    expect(employee.connected).toBe(false);
    expect(mail.connected).toBe(false);
    expect(state()).toBe(ConnectionState.disconnected);
    expect(sessionStorage.getItem(mailConnectionIdStorageKey)).toBeNull();
    // Nothing is checked after sign-out.
    vi.advanceTimersByTime(RealtimeTimings.connectionCheckMs * 2);
    expect(employee.connectCalls).toBe(1);
  });

  describe("mail hub", () => {
    it("asks whether the batch service runs, and only seat administrators about the background batch", async () => {
      const { mail, handlers: given } = start();
      mail.replies.set("IsBatchRunned", { ok: true, running: false });
      mail.accept();
      await vi.advanceTimersByTimeAsync(0);
      expect(invoked(mail)).toEqual(["Connect", "IsBatchRunned"]);
      expect(given.onBatchRunning).toHaveBeenCalledWith("batch", false);
      expect(given.onBatchRunning).toHaveBeenCalledTimes(1);
    });

    it("joins the background batch and asks about it for a seat administrator", async () => {
      const { mail, handlers: given } = start(handlers(), true);
      mail.replies.set("IsBatchRunned", { ok: true, running: true });
      mail.replies.set("ConnectBackground", { ok: true, connectionId: "mail-7", account: "employee1" });
      mail.replies.set("IsBatchBackgroundRunned", { ok: true, running: false });
      mail.accept();
      await vi.advanceTimersByTimeAsync(0);
      expect(invoked(mail)).toEqual([
        "Connect",
        "IsBatchRunned",
        "ConnectBackground",
        "IsBatchBackgroundRunned",
      ]);
      expect(given.onBatchRunning).toHaveBeenCalledWith("batch", true);
      expect(given.onBatchRunning).toHaveBeenCalledWith("backgroundBatch", false);
    });

    it("only logs a status question that is not answered", async () => {
      const { mail, handlers: given } = start();
      mail.accept();
      await vi.advanceTimersByTimeAsync(0);
      expect(given.onBatchRunning).not.toHaveBeenCalled();
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining("IsBatchRunned failed"),
        expect.any(Error),
      );
    });

    it("hands the mail hub's pushes to their handlers", () => {
      const { mail, handlers: given } = start();
      mail.accept();
      const result = { hasError: false, progress: "SEND_MESSAGE_SUCCESS,4,3,1", finished: true };
      const run = {
        job: "purge",
        runId: 3,
        status: "running",
        hasError: false,
        progress: "JOB_RUNNING",
        finished: false,
        total: 0,
        success: 0,
        failed: 0,
      };
      mail.push("OnIsBatchRunned", { running: false });
      mail.push("OnIsBatchBackgroundRunned", { running: true });
      mail.push("OnIsRunningSendNdaMailNotify", { running: true });
      mail.push("OnSendNdaMailNotifyBatch", result);
      mail.push("OnSendMessageCheckinEventResultBatch", result);
      mail.push("OnJobProgress", run);

      expect(given.onBatchRunning).toHaveBeenCalledWith("batch", false);
      expect(given.onBatchRunning).toHaveBeenCalledWith("backgroundBatch", true);
      expect(given.onBatchRunning).toHaveBeenCalledWith("ndaMail", true);
      expect(given.onBatchProgress).toHaveBeenCalledWith("ndaMail", result);
      expect(given.onBatchProgress).toHaveBeenCalledWith("checkinMessage", result);
      expect(given.onJobProgress).toHaveBeenCalledWith(run);
    });

    it("asks for the job runs while a screen listens, again after a reconnect", async () => {
      const { mail } = start();
      mail.replies.set("WatchJobs", { ok: true });
      mail.accept();
      await vi.advanceTimersByTimeAsync(0);
      expect(invoked(mail)).not.toContain("WatchJobs");

      const unsubscribe = subscribeJobProgress(() => undefined);
      expect(invoked(mail).filter((event) => event === "WatchJobs")).toHaveLength(1);
      mail.drop();
      mail.accept();
      await vi.advanceTimersByTimeAsync(0);
      expect(invoked(mail).filter((event) => event === "WatchJobs")).toHaveLength(2);

      unsubscribe();
      mail.drop();
      mail.accept();
      await vi.advanceTimersByTimeAsync(0);
      expect(invoked(mail).filter((event) => event === "WatchJobs")).toHaveLength(2);
    });
  });
});
