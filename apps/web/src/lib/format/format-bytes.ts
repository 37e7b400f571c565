const units = ["B", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;
const base = 1024;

/**
 * A byte count for people (tickets spec §9): base 1024, units up to YB, 2 decimals from KB up
 * (1536 → "1.50 KB"); whole bytes below 1 KB ("512 B").
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a byte count: ${bytes}`);
  if (bytes < base) return `${Math.round(bytes)} B`;
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(base)), units.length - 1);
  let value = bytes / base ** unit;
  // 1,048,575 bytes is 1023.999 KB, which rounds to "1024.00 KB": show "1.00 MB" instead.
  if (Number(value.toFixed(decimals)) >= base && unit < units.length - 1) {
    unit += 1;
    value /= base;
  }
  return `${value.toFixed(decimals)} ${units[unit]}`;
}
