import net from "node:net";
import tls from "node:tls";

/**
 * Whether Redis answers PING at this URL (with AUTH when the URL carries credentials). A plain RESP
 * exchange: the bench needs to know Redis is there before starting two servers that rely on it.
 */
export function pingRedis(redisUrl: string, timeoutMs = 3_000): Promise<void> {
  const url = new URL(redisUrl);
  const host = url.hostname || "127.0.0.1";
  const port = Number(url.port || 6379);
  const commands: string[][] = [];
  if (url.password) {
    const password = decodeURIComponent(url.password);
    commands.push(url.username ? ["AUTH", decodeURIComponent(url.username), password] : ["AUTH", password]);
  }
  commands.push(["PING"]);
  const payload = commands.map(encodeCommand).join("");

  return new Promise((resolve, reject) => {
    const socket =
      url.protocol === "rediss:"
        ? tls.connect({ host, port, servername: host })
        : net.connect({ host, port });
    let received = "";
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.once(url.protocol === "rediss:" ? "secureConnect" : "connect", () => socket.write(payload));
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      if (received.startsWith("-")) finish(new Error(received.split("\r\n")[0]));
      else if (received.includes("+PONG")) finish();
    });
    socket.once("error", (error) => finish(error));
  });
}

function encodeCommand(parts: string[]): string {
  return `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join("")}`;
}
