import { authRoutes } from "@portal/contract/auth/auth.routes";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/logout: the server stops accepting this session's token (204). */
export function logout() {
  return apiRequest(authRoutes.logout);
}
