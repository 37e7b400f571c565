const timePattern = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number {
  const match = timePattern.exec(time.trim());
  if (!match) throw new RangeError(`Not a time of day (HH:mm): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Hours from one "HH:mm" time to the next; an end before the start is on the next day, so 24 is
 * added (tickets spec §9: "22:00" to "06:00" is 8). Fractions stay: "09:00" to "17:30" is 8.5.
 */
export function hoursBetween(start: string, end: string): number {
  const minutes = minutesOf(end) - minutesOf(start);
  return (minutes < 0 ? minutes + 24 * 60 : minutes) / 60;
}
