import { ssoGrantType } from "@portal/contract/auth/auth.constants";
import { authRoutes } from "@portal/contract/auth/auth.routes";
import { apiRequest } from "../../../../lib/api-client";

/** POST /api/loginSSO: trades the provider's ID token for a portal session (the spec's call). */
export function loginSso(idToken: string) {
  return apiRequest(authRoutes.loginSso, {
    body: { grant_type: ssoGrantType, token: idToken },
    anonymous: true,
  });
}
