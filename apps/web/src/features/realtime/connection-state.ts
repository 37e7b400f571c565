import { ConnectionState } from "@portal/contract/realtime/realtime.constants";

/** The hubs the web connects to; it has no seat screens, so never to seatManagementService. */
export type WebHub = "employeeService" | "mail";

let states: Record<WebHub, ConnectionState> = {
  employeeService: ConnectionState.disconnected,
  mail: ConnectionState.disconnected,
};

/** The state stream: Connected 1, Disconnected 2, Error 3 (shell spec §4). */
export function getConnectionState(hub: WebHub): ConnectionState {
  return states[hub];
}

export function setConnectionState(hub: WebHub, state: ConnectionState): void {
  states = { ...states, [hub]: state };
}
