import { type LoginResponse, type RoleFlags, roleFlagsSchema } from "@portal/contract/auth/auth.schema";
import { storageKeys } from "./storage-keys";

/** How the user signed in: the user ID / password form, or the corporate single sign-on. */
export type LoginMode = "account" | "sso";

/** What the browser keeps of a signed-in user. */
export interface Session {
  token: string;
  username: string;
  displayName: string;
  /** The name in Japanese script, shown while the interface is Japanese ("" when the record has none). */
  displayNameJa: string;
  timesheetMode: number;
  roles: RoleFlags | null;
  loginMode: string;
}

const sessionKeys = [
  storageKeys.token,
  storageKeys.username,
  storageKeys.displayName,
  storageKeys.displayNameJa,
  storageKeys.timesheetMode,
  storageKeys.roles,
  storageKeys.loginMode,
  storageKeys.authKey,
] as const;

const listeners = new Set<() => void>();

function parseRoles(value: string | null): RoleFlags | null {
  if (!value) return null;
  try {
    const result = roleFlagsSchema.safeParse(JSON.parse(value));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function load(): Session | null {
  const token = localStorage.getItem(storageKeys.token);
  if (!token) return null;
  return {
    token,
    username: localStorage.getItem(storageKeys.username) ?? "",
    displayName: localStorage.getItem(storageKeys.displayName) ?? "",
    displayNameJa: localStorage.getItem(storageKeys.displayNameJa) ?? "",
    timesheetMode: Number(localStorage.getItem(storageKeys.timesheetMode) ?? 0),
    roles: parseRoles(localStorage.getItem(storageKeys.roles)),
    loginMode: localStorage.getItem(storageKeys.loginMode) ?? "",
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

// useSyncExternalStore needs the same object back for as long as the stored values stay the same.
let cached: { raw: string; session: Session | null } | undefined;

/** The stored session, or null when no token is held (an expired token still counts as held). */
export function readSession(): Session | null {
  const raw = JSON.stringify(sessionKeys.map((key) => localStorage.getItem(key)));
  if (cached?.raw !== raw) cached = { raw, session: load() };
  return cached.session;
}

export function saveSession(response: LoginResponse, loginMode: LoginMode): void {
  const { access_token, username, display_name, display_name_ja, timesheet_mode, ...rest } = response;
  const roles: RoleFlags = roleFlagsSchema.parse(rest);
  localStorage.setItem(storageKeys.token, access_token);
  localStorage.setItem(storageKeys.username, username);
  localStorage.setItem(storageKeys.displayName, display_name);
  localStorage.setItem(storageKeys.displayNameJa, display_name_ja ?? "");
  localStorage.setItem(storageKeys.timesheetMode, String(timesheet_mode));
  localStorage.setItem(storageKeys.roles, JSON.stringify(roles));
  localStorage.setItem(storageKeys.loginMode, loginMode);
  changed();
}

/** Forgets the signed-in user; the language choice stays. */
export function clearSession(): void {
  for (const key of sessionKeys) localStorage.removeItem(key);
  changed();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the same storage.
window.addEventListener("storage", (event) => {
  if (event.key === null || (sessionKeys as readonly string[]).includes(event.key)) changed();
});
