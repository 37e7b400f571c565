import { authRoutes } from "@portal/contract/auth/auth.routes";
import type { LoginRequest } from "@portal/contract/auth/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/login: the only call sent without a bearer token. */
export function login(body: LoginRequest) {
  return apiRequest(authRoutes.login, { body, anonymous: true });
}

/** Sign-in; the login form shows failures in its own banner, so no toast. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { handlesErrors: true } });
}
