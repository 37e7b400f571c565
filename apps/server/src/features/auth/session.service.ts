import type { LoginMethod } from "@portal/contract/auth/auth.constants";
import type { LoginResponse } from "@portal/contract/auth/auth.schema";
import type { AppDeps } from "../../app-deps";
import { toLoginResponse } from "./auth.presenter";
import { type AccountRow, countLedDepartments } from "./auth.repository";

/**
 * Signs a session token for an account that has proven who it is (password, directory, SSO)
 * and answers the spec's login response with role flags from the record, never from the client.
 */
export async function issueSession(
  deps: AppDeps,
  account: AccountRow,
  method: LoginMethod,
): Promise<LoginResponse> {
  const token = await deps.tokens.sign({ employeeId: account.employeeId, account: account.account, method });
  const ledDepartments = await countLedDepartments(deps.db, account.employeeId);
  return toLoginResponse(token, account, ledDepartments);
}
