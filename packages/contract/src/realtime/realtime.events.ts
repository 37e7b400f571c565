import { z } from "zod";
import { commentThreadRefSchema } from "../comment/comment.schema";
import { jobNames, jobRunStatuses } from "../job/job.constants";
import { menuNumbersSchema } from "../menu/menu.schema";
import { severities } from "../notification/notification.constants";

/**
 * The realtime event map, typed once: what each hub's server pushes and what its clients invoke.
 * Server and web type their Socket.IO instances with these interfaces; payload schemas document
 * and check the wire shape in tests. Pushes only say that something changed or carry a short
 * text: the database holds the truth, so nothing is lost when a connection drops.
 */

/** A text in both app languages; the client shows the one of its language. */
export const localizedTextSchema = z.object({ en: z.string(), ja: z.string() });

/** OnNotification: a notification was created for this user (fetch the bell again). */
export const notificationPushSchema = z.object({
  id: z.number().int(),
  severity: z.union(severities.map((value) => z.literal(value))),
});

/** OnRequestCreated, OnLeaveRequestCreated, OnCommented, OnNotifyMessage: a text shown as a notice. */
export const noticePushSchema = z.object({
  /** The notification that records it, when there is one. */
  notificationId: z.number().int().nullable(),
  severity: z.union(severities.map((value) => z.literal(value))),
  title: localizedTextSchema,
  message: localizedTextSchema,
  link: z.string().nullable(),
});

/**
 * OnCommented: the notice of a new comment (to the object's owner and the thread's participants),
 * or only which thread changed (to everyone connected who may read it, so open threads refetch).
 */
export const commentedPushSchema = z.union([noticePushSchema, z.object({ thread: commentThreadRefSchema })]);

/** OnNotifySubmitRequestMenu: the user's menu numbers, recomputed after a change. */
export const menuNumbersPushSchema = menuNumbersSchema;

/** The acknowledgement of a hub's Connect: who the server knows the socket as. */
export const hubConnectReplySchema = z.object({
  connectionId: z.string(),
  account: z.string(),
});

/** An acknowledgement: ok, or an error code of InvocationErrors. */
export type Ack<T = Record<string, never>> = (
  reply: ({ ok: true } & T) | { ok: false; error: string },
) => void;

export type NotificationPush = z.infer<typeof notificationPushSchema>;
export type NoticePush = z.infer<typeof noticePushSchema>;
export type CommentedPush = z.infer<typeof commentedPushSchema>;
export type MenuNumbersPush = z.infer<typeof menuNumbersPushSchema>;
export type HubConnectReply = z.infer<typeof hubConnectReplySchema>;

// employeeService ------------------------------------------------------------------------------

export interface EmployeeServiceServerEvents {
  OnNotification: (payload: NotificationPush) => void;
  OnNotifyMessage: (payload: NoticePush) => void;
  OnRequestCreated: (payload: NoticePush) => void;
  OnLeaveRequestCreated: (payload: NoticePush) => void;
  OnCommented: (payload: CommentedPush) => void;
  OnNotifySubmitRequestMenu: (payload: MenuNumbersPush) => void;
}

export interface EmployeeServiceClientEvents {
  /** The spec passes the current user; the server goes by the token and ignores it. */
  Connect: (user: string, ack: Ack<HubConnectReply>) => void;
  Disconect: (ack: Ack) => void;
}

/** The pushes that the web shows as info notices (shell spec §7). */
export const noticeEvents = ["OnRequestCreated", "OnLeaveRequestCreated", "OnCommented"] as const;
export type NoticeEvent = (typeof noticeEvents)[number];

// mail -----------------------------------------------------------------------------------------

/** Whether a batch job is running (OnIsBatchRunned and the OnIsRunning... events). */
export const batchRunningSchema = z.object({ running: z.boolean() });

/**
 * A batch job's status or progress (shell spec §3): progress is a text or message key, or a
 * comma list "messageKey,total,success,failed" or "total,success,failed".
 */
export const batchProgressSchema = z.object({
  hasError: z.boolean(),
  progress: z.string(),
  finished: z.boolean(),
});

/** A run of one of the portal's jobs (decision 030): its batch progress, which job and run. */
export const jobProgressSchema = batchProgressSchema.extend({
  job: z.enum(jobNames),
  runId: z.number().int(),
  status: z.enum(jobRunStatuses),
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
});

export type BatchRunning = z.infer<typeof batchRunningSchema>;
export type JobProgress = z.infer<typeof jobProgressSchema>;
export type BatchProgress = z.infer<typeof batchProgressSchema>;

export interface MailServerEvents {
  OnIsBatchRunned: (payload: BatchRunning) => void;
  OnIsBatchBackgroundRunned: (payload: BatchRunning) => void;
  OnIsRunningReloadQRCodeNotify: (payload: BatchRunning) => void;
  OnIsRunningSendMailSeatReportNotify: (payload: BatchRunning) => void;
  OnIsRunningSendMessageCheckinEventNotify: (payload: BatchRunning) => void;
  OnIsRunningSendNdaMailNotify: (payload: BatchRunning) => void;
  OnReloadQRCodeNotifyBatch: (payload: BatchProgress) => void;
  OnCalculateReportSeatNotifyBatch: (payload: BatchProgress) => void;
  OnEmitSendMailSeatReportResult: (payload: BatchProgress) => void;
  OnSendMailUtilizationSeatReportResult: (payload: BatchProgress) => void;
  OnSendMessageCheckinEventResultBatch: (payload: BatchProgress) => void;
  OnSendNdaMailNotifyBatch: (payload: BatchProgress) => void;
  /** Administrators watching the jobs page: a run of a portal job started, progressed or ended. */
  OnJobProgress: (payload: JobProgress) => void;
}

/** Each status question, answered by the event of the same batch (also as the acknowledgement). */
export interface MailClientEvents {
  Connect: (ack: Ack<HubConnectReply>) => void;
  IsBatchRunned: (ack: Ack<BatchRunning>) => void;
  /** Seat administrators only. */
  ConnectBackground: (ack: Ack<HubConnectReply>) => void;
  /** Seat administrators only. */
  IsBatchBackgroundRunned: (ack: Ack<BatchRunning>) => void;
  IsRunningReloadQRCodeNotify: (ack: Ack<BatchRunning>) => void;
  IsRunningSendMailSeatReportNotify: (ack: Ack<BatchRunning>) => void;
  IsRunningSendMessageCheckinEventNotify: (ack: Ack<BatchRunning>) => void;
  IsRunningSendNdaMailNotify: (ack: Ack<BatchRunning>) => void;
  /** Administrators only: OnJobProgress of every job from now on (the jobs page). */
  WatchJobs: (ack: Ack) => void;
}

/** The progress events a batch's runs publish, by batch. */
export const batchProgressEvents = {
  reloadQrCode: "OnReloadQRCodeNotifyBatch",
  seatReportCalculation: "OnCalculateReportSeatNotifyBatch",
  seatReportMail: "OnEmitSendMailSeatReportResult",
  utilizationReportMail: "OnSendMailUtilizationSeatReportResult",
  checkinMessage: "OnSendMessageCheckinEventResultBatch",
  ndaMail: "OnSendNdaMailNotifyBatch",
} as const satisfies Record<string, keyof MailServerEvents>;

// seatManagementService ------------------------------------------------------------------------

/** One seat's state on a floor plan. */
export const seatStatusSchema = z.object({
  floorplanId: z.number().int(),
  seatId: z.number().int(),
  /** 0 free, 1 booked, 2 checked in, 3 unavailable. */
  status: z.number().int().min(0).max(3),
  /** Who holds the seat, when someone does. */
  account: z.string().nullable(),
});

export type SeatStatus = z.infer<typeof seatStatusSchema>;

export interface SeatServerEvents {
  OnUpdateStatusSeat: (payload: SeatStatus) => void;
  OnRequestDataAll: (payload: SeatStatus[]) => void;
}

export interface SeatClientEvents {
  /**
   * Joins the floor plan's room; its seat changes are pushed from then on. A floor plan that does
   * not exist or that the caller may not see is refused alike (NOT_FOUND), and so is GetDataNew.
   */
  InitFloorplan: (floorplanId: number, ack: Ack) => void;
  /** Asks for every seat of the floor plan (answered with OnRequestDataAll). */
  GetDataNew: (floorplanId: number, ack: Ack<{ seats: SeatStatus[] }>) => void;
  CheckConnect: (ack: Ack) => void;
  Connect: (user: string, ack: Ack<HubConnectReply>) => void;
  Disconect: (ack: Ack) => void;
}
