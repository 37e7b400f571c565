import type { CommentThreadRef } from "@portal/contract/comment/comment.schema";
import {
  Hubs,
  mailConnectionIdStorageKey,
  RealtimeTimings,
} from "@portal/contract/realtime/realtime.constants";
import type {
  EmployeeServiceServerEvents,
  MenuNumbersPush,
  NoticeEvent,
  NoticePush,
  NotificationPush,
} from "@portal/contract/realtime/realtime.events";
import { setConnectionState } from "./connection-state";
import { HubConnection } from "./hub-connection";

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
}

export interface RealtimeOptions {
  /** The signed-in account, passed to employeeService's Connect as the spec does. */
  account: string;
  /** The current token, read at every (re)connect. */
  getToken: () => string | null;
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

/** Keeps the mail hub's connection id for the screens that start batch jobs (shell spec §7). */
async function rememberMailConnection(mail: HubConnection): Promise<void> {
  const reply = await mail.invoke("Connect");
  const connectionId = typeof reply?.connectionId === "string" ? reply.connectionId : mail.socket.id;
  if (connectionId) sessionStorage.setItem(mailConnectionIdStorageKey, connectionId);
}

/**
 * Connects the signed-in user to the employeeService and mail hubs (never to seatManagementService:
 * the web has no seat screens). Every connectionCheckMs the employeeService connection is checked
 * by invoking Connect; a failed check restarts it. After a reconnect `onReconnect` runs, so
 * nothing pushed while offline is missed.
 */
export function startRealtime({ account, getToken, handlers }: RealtimeOptions): RealtimeService {
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
    onConnect: () => void rememberMailConnection(mail),
  });

  for (const [event, handler] of Object.entries(employeeServicePushes(handlers))) {
    employeeService.socket.on(event, handler);
  }

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
      mail.stop();
      sessionStorage.removeItem(mailConnectionIdStorageKey);
    },
  };
}
