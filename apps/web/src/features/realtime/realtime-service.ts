import type { CommentThreadRef } from "@portal/contract/comment/comment.schema";
import {
  type BatchName,
  Hubs,
  mailConnectionIdStorageKey,
  RealtimeTimings,
} from "@portal/contract/realtime/realtime.constants";
import {
  type BatchProgress,
  type BatchRunning,
  batchProgressEvents,
  type EmployeeServiceServerEvents,
  type JobProgress,
  type MailServerEvents,
  type MenuNumbersPush,
  type NoticeEvent,
  type NoticePush,
  type NotificationPush,
} from "@portal/contract/realtime/realtime.events";
import { isWatchingJobs, setJobWatcher } from "../job/job-progress-stream";
import { setConnectionState } from "./connection-state";
import { HubConnection, type OkReply } from "./hub-connection";

/** The batches whose results the mail hub pushes (OnSendNdaMailNotifyBatch, ...). */
export type ProgressBatch = keyof typeof batchProgressEvents;

/** What the app does with the pushes of the employeeService hub. */
export interface RealtimeHandlers {
  /** OnNotification: a notification was created for this user. */
  onNotification: (push: NotificationPush) => void;
  /** OnRequestCreated, OnLeaveRequestCreated, OnCommented: shown as info notices. */
  onNotice: (event: NoticeEvent, push: NoticePush) => void;
  /** OnCommented without a notice: a comment thread changed (open threads refetch). */
  onThreadChanged: (thread: CommentThreadRef) => void;
  /** OnNotifyMessage: a message shown in its severity's colour. */
  onMessage: (push: NoticePush) => void;
  /** OnNotifySubmitRequestMenu: the user's menu numbers. */
  onMenuNumbers: (push: MenuNumbersPush) => void;
  /** After a connection came back: what was pushed while it was down must be fetched. */
  onReconnect: () => void;
  /** The mail hub's answer (or push) whether a batch runs: IsBatchRunned, OnIsRunning... */
  onBatchRunning: (batch: BatchName, running: boolean) => void;
  /** A batch's status or result (OnSendNdaMailNotifyBatch, ...). */
  onBatchProgress: (batch: ProgressBatch, progress: BatchProgress) => void;
  /** OnJobProgress: a run of a portal job started, progressed or ended (administrators watching). */
  onJobProgress: (progress: JobProgress) => void;
}

export interface RealtimeOptions {
  /** The signed-in account, passed to employeeService's Connect as the spec does. */
  account: string;
  /** The current token, read at every (re)connect. */
  getToken: () => string | null;
  /** Whether the user is a seat administrator (asks about the background batch too), read at each connect. */
  isSeatAdmin: () => boolean;
  handlers: RealtimeHandlers;
}

export interface RealtimeService {
  /** Leaves both hubs (sign-out); the state returns to Disconnected. */
  stop: () => void;
}

function employeeServicePushes(handlers: RealtimeHandlers): EmployeeServiceServerEvents {
  return {
    OnNotification: handlers.onNotification,
    OnNotifyMessage: handlers.onMessage,
    OnRequestCreated: (push) => handlers.onNotice("OnRequestCreated", push),
    OnLeaveRequestCreated: (push) => handlers.onNotice("OnLeaveRequestCreated", push),
    OnCommented: (push) =>
      "thread" in push ? handlers.onThreadChanged(push.thread) : handlers.onNotice("OnCommented", push),
    OnNotifySubmitRequestMenu: handlers.onMenuNumbers,
  };
}

/** The mail hub's running states: each push names the batch it answers for. */
const runningEvents = {
  OnIsBatchRunned: "batch",
  OnIsBatchBackgroundRunned: "backgroundBatch",
  OnIsRunningReloadQRCodeNotify: "reloadQrCode",
  OnIsRunningSendMailSeatReportNotify: "seatReportMail",
  OnIsRunningSendMessageCheckinEventNotify: "checkinMessage",
  OnIsRunningSendNdaMailNotify: "ndaMail",
} as const satisfies Partial<Record<keyof MailServerEvents, BatchName>>;

function mailPushes(handlers: RealtimeHandlers): Partial<MailServerEvents> {
  const pushes: Partial<MailServerEvents> = { OnJobProgress: handlers.onJobProgress };
  for (const [event, batch] of Object.entries(runningEvents)) {
    pushes[event as keyof typeof runningEvents] = (payload: BatchRunning) =>
      handlers.onBatchRunning(batch, payload.running);
  }
  for (const [batch, event] of Object.entries(batchProgressEvents)) {
    pushes[event] = (payload: BatchProgress) => handlers.onBatchProgress(batch as ProgressBatch, payload);
  }
  return pushes;
}

/** A status question's answer, when the acknowledgement carries one. */
function runningOf(reply: OkReply | null): boolean | null {
  return typeof reply?.running === "boolean" ? reply.running : null;
}

/**
 * The mail hub's start (shell spec §6, §7): keeps the connection id for the screens that start
 * batch jobs, asks whether the batch service runs and, for seat administrators only, joins the
 * background batch and asks whether it runs. An answer of not running becomes the error notice.
 */
async function startMail(mail: HubConnection, handlers: RealtimeHandlers, isSeatAdmin: boolean) {
  const reply = await mail.invoke("Connect");
  const connectionId = typeof reply?.connectionId === "string" ? reply.connectionId : mail.socket.id;
  if (connectionId) sessionStorage.setItem(mailConnectionIdStorageKey, connectionId);

  const batch = runningOf(await mail.invoke("IsBatchRunned"));
  if (batch !== null) handlers.onBatchRunning("batch", batch);
  if (!isSeatAdmin) return;
  await mail.invoke("ConnectBackground");
  const background = runningOf(await mail.invoke("IsBatchBackgroundRunned"));
  if (background !== null) handlers.onBatchRunning("backgroundBatch", background);
}

/**
 * Connects the signed-in user to the employeeService and mail hubs (never to seatManagementService:
 * the web has no seat screens). Every connectionCheckMs the employeeService connection is checked
 * by invoking Connect; a failed check restarts it. After a reconnect `onReconnect` runs, so
 * nothing pushed while offline is missed. The mail hub says at each connect whether the batch
 * services run, pushes batch results, and sends job runs to a screen that watches them.
 */
export function startRealtime({
  account,
  getToken,
  isSeatAdmin,
  handlers,
}: RealtimeOptions): RealtimeService {
  const employeeService = new HubConnection({
    namespace: Hubs.employeeService,
    getToken,
    onStateChange: (state) => setConnectionState("employeeService", state),
    onConnect: (isReconnect) => {
      void employeeService.invoke("Connect", account);
      if (isReconnect) handlers.onReconnect();
    },
  });
  const mail = new HubConnection({
    namespace: Hubs.mail,
    getToken,
    onStateChange: (state) => setConnectionState("mail", state),
    onConnect: () => {
      void startMail(mail, handlers, isSeatAdmin());
      // The jobs page open: its runs' progress again after a reconnect.
      watchJobs();
    },
  });
  /** Asks for OnJobProgress (WatchJobs); a screen listening to the runs calls it through the stream. */
  function watchJobs() {
    if (mail.isConnected && isWatchingJobs()) void mail.invoke("WatchJobs");
  }

  for (const [event, handler] of Object.entries(employeeServicePushes(handlers))) {
    employeeService.socket.on(event, handler);
  }
  for (const [event, handler] of Object.entries(mailPushes(handlers))) {
    mail.socket.on(event, handler);
  }
  setJobWatcher(watchJobs);

  async function checkConnection(): Promise<void> {
    if (!employeeService.canRestart) return;
    if (employeeService.isConnected) {
      const reply = await employeeService.invoke("Connect", account);
      if (!reply) employeeService.restart();
    } else if (!employeeService.isReconnecting) {
      // Socket.IO has given up (the server closed the connection): start again.
      employeeService.restart();
    }
  }
  const checkTimer = setInterval(() => void checkConnection(), RealtimeTimings.connectionCheckMs);

  employeeService.start();
  mail.start();

  return {
    stop: () => {
      clearInterval(checkTimer);
      if (employeeService.isConnected) employeeService.socket.emit("Disconect", () => undefined);
      employeeService.stop();
      setJobWatcher(null);
      mail.stop();
      sessionStorage.removeItem(mailConnectionIdStorageKey);
    },
  };
}
