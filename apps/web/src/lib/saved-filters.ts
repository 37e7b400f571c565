/**
 * Search filters a screen remembers between visits (the spec: logout clears them). Every feature
 * saves its filters through here, under one key prefix, so signing out can forget them all.
 */
export const savedFilterPrefix = "savedFilter.";

function storageKey(name: string): string {
  return `${savedFilterPrefix}${name}`;
}

/** Remembers a screen's filter, e.g. saveFilter("leave.requests", { status: 1 }). */
export function saveFilter(name: string, value: unknown): void {
  localStorage.setItem(storageKey(name), JSON.stringify(value));
}

/** A remembered filter, or null when none was saved or it cannot be read. */
export function readFilter(name: string): unknown {
  const raw = localStorage.getItem(storageKey(name));
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Forgets every saved filter, in localStorage and sessionStorage (sign-out). */
export function clearSavedFilters(): void {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(savedFilterPrefix)) storage.removeItem(key);
    }
  }
}
