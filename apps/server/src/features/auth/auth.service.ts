import { AuthMessages } from "@portal/contract/auth/auth.constants";
import type { LoginRequest, LoginResponse } from "@portal/contract/auth/auth.schema";
import { HttpStatus } from "@portal/contract/common/http";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import * as accounts from "./auth.repository";
import { verifyPassword } from "./password";
import { activeStatus, issueSession } from "./session.service";

/** The same failure for an unknown user, a wrong password or an inactive employee. */
function invalidCredentials(): AppError {
  return new AppError(HttpStatus.badRequest, AuthMessages.invalidCredentials, {
    extra: { login_fail: 1, minutes: 0 },
    messageFields: ["error"],
  });
}

/** Password sign-in: checks the portal password and issues a session token. */
export async function login(deps: AppDeps, input: LoginRequest): Promise<LoginResponse> {
  const account = await accounts.findByAccount(deps.db, input.userId.toLowerCase());
  const isValid = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !isValid || account.status !== activeStatus) throw invalidCredentials();
  return issueSession(deps, account);
}
