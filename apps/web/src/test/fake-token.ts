function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned JWT whose `exp` lies the given number of seconds from now (negative: past). */
export function fakeToken(secondsFromNow: number, claims: object = {}): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64Url({ alg: "HS256", typ: "JWT" })}.${base64Url({ sub: "1", ...claims, exp })}.signature`;
}
