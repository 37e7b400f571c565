import { isIPv4, isIPv6 } from "node:net";

/**
 * Seconds the next try of a user ID from one address must wait after `failures` consecutive
 * failures there: none before the first failure, then 1, 2, 4, 8… seconds, at most `maxMinutes`.
 */
export function waitAfterFailures(failures: number, maxMinutes: number): number {
  if (failures <= 0) return 0;
  return Math.min(maxMinutes * 60, 2 ** Math.min(failures - 1, 30));
}

/** Seconds still to wait, given the pair's failures and when the last one was counted. */
export function remainingWait(
  pair: { consecutiveFailures: number; lastFailureAt: string | null } | undefined,
  now: Date,
  maxMinutes: number,
): number {
  if (!pair?.lastFailureAt) return 0;
  const waitMs = waitAfterFailures(pair.consecutiveFailures, maxMinutes) * 1000;
  const leftMs = Date.parse(pair.lastFailureAt) + waitMs - now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const part = (text: string) => (text === "" ? [] : text.split(":"));
  const left = part(head);
  const right = part(tail);
  const middle = address.includes("::") ? Array(8 - left.length - right.length).fill("0") : [];
  return [...left, ...middle, ...right];
}

/**
 * The client address a sign-in counts against: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, which one subscriber usually holds whole
 * and could otherwise walk through to dodge the waits.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const network = expandIPv6(ip.split("%")[0] ?? ip)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}
