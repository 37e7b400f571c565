import { performance } from "node:perf_hooks";
import { errorMessage } from "./error-message";

/** The demo company's password (README, "Demo sign-ins"). */
export const demoPassword = "Portal#2026";

/** A request that outlives this has hung: it is counted as unanswered, never waited for. */
const requestTimeoutMs = 30_000;

/**
 * Where the server answers now. A part that kills and restarts the server marks it down before the
 * kill and up, with the new address, once the new process is healthy; clients that lost their
 * connection wait for that instead of hammering a closed port.
 */
export class ServerLink {
  #baseUrl: string;
  #up: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  down(): void {
    if (this.#release) return;
    this.#up = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  up(baseUrl: string): void {
    this.#baseUrl = baseUrl;
    this.#release?.();
    this.#release = undefined;
  }

  /** Resolves at once while the server is up, else when it is up again. */
  whenUp(): Promise<void> {
    return this.#up;
  }
}

/** An answer, or status 0 when none came (connection refused or reset, timeout). */
export interface Answer {
  status: number;
  body: unknown;
  /** The body as text (for error bodies), or the network error. */
  text: string;
  ms: number;
}

/** A signed-in user of the portal, talking HTTP to whatever address the link holds. */
export class PortalClient {
  constructor(
    readonly link: ServerLink,
    readonly account: string,
    readonly token: string,
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return request(this.link.baseUrl, method, path, body, {
      authorization: `Bearer ${this.token}`,
      ...headers,
    });
  }
}

/** Signs in with the demo password (argon2: slow on purpose, so done once per user and part). */
export async function signInAs(link: ServerLink, account: string): Promise<PortalClient> {
  const answer = await request(link.baseUrl, "POST", "/api/login", {
    userId: account,
    password: demoPassword,
  });
  const token = (answer.body as { access_token?: unknown } | null)?.access_token;
  if (answer.status !== 200 || typeof token !== "string") {
    throw new Error(`sign-in as ${account} failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  return new PortalClient(link, account, token);
}

async function request(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    return { status: response.status, body: parseJson(text), text, ms };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const text = cause ? `${errorMessage(error)}: ${errorMessage(cause)}` : errorMessage(error);
    return { status: 0, body: null, text, ms: performance.now() - started };
  }
}

function parseJson(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
