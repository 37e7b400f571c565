import type { LoginResponse } from "@portal/contract/auth/auth.schema";
import type { TestApp } from "./build-test-app";

/** Signs in through the real login call and returns the bearer header for later calls. */
export async function signIn(t: TestApp, userId: string, password = "Portal#2026") {
  const response = await t.app.inject({ method: "POST", url: "/api/login", payload: { userId, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${userId} failed: ${response.body}`);
  const body = response.json<LoginResponse>();
  return { body, headers: { authorization: `Bearer ${body.access_token}` } };
}
