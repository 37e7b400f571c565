import { authRoutes } from "@portal/contract/auth/auth.routes";
import { apiRequest } from "../../../../lib/api-client";

/** POST /api/loginSSO/nonce: a nonce the server will accept once in the ID token it gets back. */
export function getSsoNonce() {
  return apiRequest(authRoutes.ssoNonce, { anonymous: true });
}
