import type { BatchName } from "@portal/contract/realtime/realtime.constants";
import type { MailServerEvents, SeatStatus } from "@portal/contract/realtime/realtime.events";
import type { FastifyBaseLogger } from "fastify";
import type { Namespace, Socket } from "socket.io";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { loadRoles } from "../auth/roles";
import { authenticateHub } from "./hub-auth";
import { badRequest, notFound, onInvocation, permissionDenied } from "./invocation";
import { type Realtime, rooms, type SocketData } from "./realtime";

type AnyNamespace = Namespace<never, never, Record<string, never>, SocketData>;
type AnySocket = Socket<never, never, Record<string, never>, SocketData>;

/** Where the seat hub reads floor plans and their seats. */
export interface SeatBoard {
  /** Whether the floor plan exists and the employee may see it: false for either. */
  mayView(floorplanId: number, employeeId: number): Promise<boolean>;
  list(floorplanId: number): Promise<SeatStatus[]>;
}
/** Seat management is not built yet: there is no floor plan, so every one is refused. */
export const noSeatPlans: SeatBoard = { mayView: async () => false, list: async () => [] };

const floorplanIdSchema = z.number().int().positive();

function connectReply(socket: AnySocket) {
  return { connectionId: socket.id, account: socket.data.session.account };
}

/** Connect (re)joins the socket's rooms, so a client may use it as its connection check too. */
function onConnect(socket: AnySocket, log: FastifyBaseLogger) {
  onInvocation(socket as Socket, "Connect", log, async () => {
    const { session } = socket.data;
    await socket.join([rooms.employee(session.employeeId), rooms.session(session.jti)]);
    return connectReply(socket);
  });
}

function onDisconect(socket: AnySocket, log: FastifyBaseLogger) {
  onInvocation(socket as Socket, "Disconect", log, () => {
    // After the acknowledgement has gone out.
    setImmediate(() => socket.disconnect(true));
    return {};
  });
}

function registerEmployeeService(namespace: AnyNamespace, log: FastifyBaseLogger) {
  namespace.on("connection", (socket) => {
    onConnect(socket, log);
    onDisconect(socket, log);
  });
}

/** The mail hub's status questions: invocation, batch asked about, event that answers. */
const batchQuestions = [
  ["IsBatchRunned", "batch", "OnIsBatchRunned"],
  ["IsRunningReloadQRCodeNotify", "reloadQrCode", "OnIsRunningReloadQRCodeNotify"],
  ["IsRunningSendMailSeatReportNotify", "seatReportMail", "OnIsRunningSendMailSeatReportNotify"],
  ["IsRunningSendMessageCheckinEventNotify", "checkinMessage", "OnIsRunningSendMessageCheckinEventNotify"],
  ["IsRunningSendNdaMailNotify", "ndaMail", "OnIsRunningSendNdaMailNotify"],
] as const satisfies readonly (readonly [string, BatchName, keyof MailServerEvents])[];

function registerMail(namespace: AnyNamespace, deps: AppDeps, log: FastifyBaseLogger) {
  const answer = async (socket: AnySocket, batch: BatchName, event: keyof MailServerEvents) => {
    const running = await deps.batches.isRunning(batch);
    (socket.emit as (event: string, payload: unknown) => boolean).call(socket, event, { running });
    return { running };
  };
  const requireSeatAdmin = async (socket: AnySocket) => {
    const roles = await loadRoles(deps, socket.data.session.employeeId);
    if (!roles.has("seatAdmin")) throw permissionDenied();
  };

  namespace.on("connection", (socket) => {
    onInvocation(socket as Socket, "Connect", log, () => connectReply(socket));
    for (const [invocation, batch, event] of batchQuestions) {
      onInvocation(socket as Socket, invocation, log, () => answer(socket, batch, event));
    }
    onInvocation(socket as Socket, "ConnectBackground", log, async () => {
      await requireSeatAdmin(socket);
      await socket.join(rooms.backgroundBatch);
      return connectReply(socket);
    });
    onInvocation(socket as Socket, "IsBatchBackgroundRunned", log, async () => {
      await requireSeatAdmin(socket);
      return answer(socket, "backgroundBatch", "OnIsBatchBackgroundRunned");
    });
    onInvocation(socket as Socket, "WatchJobs", log, async () => {
      const roles = await loadRoles(deps, socket.data.session.employeeId);
      if (!roles.has("administrator")) throw permissionDenied();
      await socket.join(rooms.jobWatchers);
      return {};
    });
  });
}

function registerSeatManagement(namespace: AnyNamespace, seats: SeatBoard, log: FastifyBaseLogger) {
  /**
   * The floor plan the invocation names, when the caller may see it. One that does not exist and
   * one the caller may not see are refused alike (NOT_FOUND) and logged; nothing is joined.
   */
  const visibleFloorplan = async (socket: AnySocket, invocation: string, args: unknown[]) => {
    const parsed = floorplanIdSchema.safeParse(args[0]);
    if (!parsed.success) throw badRequest();
    const { employeeId } = socket.data.session;
    if (!(await seats.mayView(parsed.data, employeeId))) {
      log.warn(
        { hub: socket.nsp.name, invocation, floorplanId: parsed.data, employeeId },
        "floor plan refused",
      );
      throw notFound();
    }
    return parsed.data;
  };
  namespace.on("connection", (socket) => {
    onConnect(socket, log);
    onDisconect(socket, log);
    onInvocation(socket as Socket, "CheckConnect", log, () => ({}));
    onInvocation(socket as Socket, "InitFloorplan", log, async (args) => {
      await socket.join(rooms.floorplan(await visibleFloorplan(socket, "InitFloorplan", args)));
      return {};
    });
    onInvocation(socket as Socket, "GetDataNew", log, async (args) => {
      const all = await seats.list(await visibleFloorplan(socket, "GetDataNew", args));
      (socket.emit as (event: string, payload: unknown) => boolean).call(socket, "OnRequestDataAll", all);
      return { seats: all };
    });
  });
}

/** Authenticates the three hubs and registers their invocations. */
export function registerHubs(
  realtime: Realtime,
  deps: AppDeps,
  log: FastifyBaseLogger,
  seats: SeatBoard = noSeatPlans,
): void {
  const hubs = [
    realtime.employeeService,
    realtime.mail,
    realtime.seatManagementService,
  ] as unknown as AnyNamespace[];
  for (const hub of hubs) authenticateHub(hub, deps, log);
  const [employeeService, mail, seatManagementService] = hubs as [AnyNamespace, AnyNamespace, AnyNamespace];
  registerEmployeeService(employeeService, log);
  registerMail(mail, deps, log);
  registerSeatManagement(seatManagementService, seats, log);
}
