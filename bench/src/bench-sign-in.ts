/** The password of every demo account (README's demo sign-ins). */
const demoPassword = "Portal#2026";

/** Signs a demo user in through the API (argon2: slow on purpose, never measured); the bearer headers. */
export async function signInDemoUser(baseUrl: string, userId: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId, password: demoPassword }),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== "string") {
    throw new Error(`sign-in as ${userId} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { authorization: `Bearer ${body.access_token}` };
}

/** A call that must succeed while preparing a run; its JSON answer. */
export async function callOk<T>(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { "content-type": "application/json" }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
