/**
 * The portal's own origin as a WebSocket source for the page's connect-src: Socket.IO connects to
 * the origin the page came from. CSP 'self' already matches it in browsers that follow CSP Level 3
 * (ws: and wss: of the page's own host); naming it keeps older engines working. Never a bare ws:
 * or wss:, which would let the page talk to any host (decision 027).
 */
export function socketConnectSources(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  return [`${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`];
}
