/** A place of a call that a naughty string can go into. */
export interface NaughtySlot {
  id: string;
  /** Plain text: filling only these (the others valid) lets the string reach the service. */
  isFreeText: boolean;
}

/**
 * The calls that feed a route the whole list: each call puts the next strings of the list into
 * its slots, one string per slot, so every string reaches the route at least once in about
 * list/slots calls. When the route has both kinds of slot, every other call fills only the
 * free-text slots and keeps the others valid, so that a string is not always stopped by a
 * pattern check in another field. `offset` starts each route elsewhere in the list, so that a
 * schema shared by several routes (an id parameter, a search box) meets different strings in
 * each slot.
 */
export function planNaughtyCalls(
  slots: readonly NaughtySlot[],
  strings: readonly string[],
  offset: number,
): Map<string, string>[] {
  if (slots.length === 0) return [];
  const freeText = slots.filter((slot) => slot.isFreeText);
  const alternates = freeText.length > 0 && freeText.length < slots.length;
  const calls: Map<string, string>[] = [];
  let used = 0;
  while (used < strings.length) {
    const filled = alternates && calls.length % 2 === 1 ? freeText : slots;
    const call = new Map<string, string>();
    for (const slot of filled) {
      call.set(slot.id, strings[(offset + used) % strings.length] ?? "");
      used += 1;
    }
    calls.push(call);
  }
  return calls;
}
