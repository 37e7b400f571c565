import { ConnectionState } from "@portal/contract/realtime/realtime.constants";
import { useSyncExternalStore } from "react";

/** The hubs the web connects to; it has no seat screens, so never to seatManagementService. */
export type WebHub = "employeeService" | "mail";

let states: Record<WebHub, ConnectionState> = {
  employeeService: ConnectionState.disconnected,
  mail: ConnectionState.disconnected,
};
const listeners = new Set<() => void>();

/** The state stream: Connected 1, Disconnected 2, Error 3 (shell spec §4). */
export function getConnectionState(hub: WebHub): ConnectionState {
  return states[hub];
}

export function setConnectionState(hub: WebHub, state: ConnectionState): void {
  if (states[hub] === state) return;
  states = { ...states, [hub]: state };
  for (const listener of listeners) listener();
}

export function subscribeConnectionState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A hub's connection state, re-rendering when it changes. */
export function useConnectionState(hub: WebHub = "employeeService"): ConnectionState {
  return useSyncExternalStore(subscribeConnectionState, () => getConnectionState(hub));
}
