import autocannon from "autocannon";

export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
}

const demoUser = { userId: "employee1", password: "Portal#2026" };

/** The unauthenticated floor (routing, hooks, serialization) and a typical signed-in read (token check + DB query). */
export async function buildScenarios(baseUrl: string): Promise<Scenario[]> {
  const token = await signIn(baseUrl);
  const authenticated = { authorization: `Bearer ${token}` };
  await expectOk(baseUrl, "/api/employee/profile", authenticated);
  return [
    { name: "GET /api/health", path: "/api/health", headers: {} },
    { name: "GET /api/employee/profile", path: "/api/employee/profile", headers: authenticated },
  ];
}

/** Warm-up load first (discarded), then the measured run with the same shape. */
export async function measureScenario(
  baseUrl: string,
  scenario: Scenario,
  load: LoadSettings,
): Promise<Measurement> {
  const options = {
    url: `${baseUrl}${scenario.path}`,
    connections: load.connections,
    headers: scenario.headers,
  };
  if (load.warmupSeconds > 0) await autocannon({ ...options, duration: load.warmupSeconds });
  const result = await autocannon({ ...options, duration: load.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// Signing in once, outside the measurement: login is deliberately slow (argon2) and not what is measured here.
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoUser),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== "string") {
    throw new Error(`sign-in as ${demoUser.userId} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

async function expectOk(baseUrl: string, path: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
}
