/** Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    if (typeof claims !== "object" || claims === null || !("exp" in claims)) return null;
    return typeof claims.exp === "number" ? claims.exp : null;
  } catch {
    return null;
  }
}

/** A token is active until its expiry time is reached; one without a readable expiry never is. */
export function isTokenActive(token: string, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && now < expiry * 1000;
}
