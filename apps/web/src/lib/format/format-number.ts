const numericText = /^(-?)(\d*)(\.\d*)?$/;

/** Inserts a comma every three digits of a run of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A number with comma thousands separators and a dot for decimals (spec §5), whatever the UI
 * language. Numbers are rounded to `fractionDigits` when given; numeric strings keep every digit
 * as typed ("1234.50" → "1,234.50"), and any other string is returned unchanged.
 */
export function formatNumber(value: number | string, fractionDigits?: number): string {
  if (typeof value === "number") {
    return new Intl.NumberFormat("en-US", {
      useGrouping: true,
      minimumFractionDigits: fractionDigits ?? 0,
      maximumFractionDigits: fractionDigits ?? 20,
    }).format(value);
  }
  const match = numericText.exec(value);
  if (!match) return value;
  const [, sign = "", integer = "", fraction = ""] = match;
  return `${sign}${groupThousands(integer)}${fraction}`;
}
