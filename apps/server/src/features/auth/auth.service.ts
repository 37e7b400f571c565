import type { LoginMethod } from "@portal/contract/auth/auth.constants";
import type {
  AppLoginRequest,
  AppLoginResponse,
  LoginRequest,
  LoginResponse,
} from "@portal/contract/auth/auth.schema";
import { HttpStatus } from "@portal/contract/common/http";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { RequestMeta } from "../../lib/request-meta";
import { recordSignInEvent } from "../audit/audit.service";
import type { AccountRow } from "./auth.repository";
import { DirectoryUnavailableError } from "./directory";
import { verifyPassword } from "./password";
import { checkPasswordGuarded } from "./password-guard";
import { issueSession } from "./session.service";
import type { SessionClaims } from "./token";

/**
 * Which password a sign-in checks: the corporate directory's, unless the user ticked
 * 'Login with alternative password' or no directory is configured; then the portal's own.
 */
function passwordCheck(deps: AppDeps, useAlternative: boolean, userId: string, password: string) {
  const directory = deps.directory;
  if (directory && !useAlternative) {
    return {
      method: "directory" as LoginMethod,
      isValid: async (account: AccountRow | undefined) => {
        try {
          return (await directory.verify(userId, password)) && account !== undefined;
        } catch (error) {
          // An outage is not the user's failure: say so, and count nothing against them.
          if (error instanceof DirectoryUnavailableError) {
            throw new AppError(HttpStatus.serviceUnavailable, "auth.directoryUnavailable", { cause: error });
          }
          throw error;
        }
      },
    };
  }
  return {
    method: (useAlternative ? "alternative" : "password") as LoginMethod,
    isValid: (account: AccountRow | undefined) => verifyPassword(account?.passwordHash, password),
  };
}

/** A sign-in's answer and the token the client keeps as a known device of the account. */
export interface SignedIn<T> {
  response: T;
  deviceToken: string;
}

/**
 * The web's sign-in: password (directory or portal), CAPTCHA and brute-force rules. The device
 * token comes from the browser's cookie and goes back into it.
 */
export async function login(
  deps: AppDeps,
  input: LoginRequest,
  meta: RequestMeta,
  deviceToken: string | undefined,
): Promise<SignedIn<LoginResponse>> {
  const check = passwordCheck(deps, input.alternateLoginMode === true, input.userId.trim(), input.password);
  const signedIn = await checkPasswordGuarded(
    deps,
    { ...input, method: check.method, isCaptchaEnforced: true, deviceToken, meta },
    check.isValid,
  );
  const response = await issueSession(deps, signedIn.account, check.method);
  return { response, deviceToken: signedIn.deviceToken };
}

/**
 * The mobile app's sign-in (mykintai): the same waits and hourly allowance per user ID and
 * address, without the CAPTCHA the app cannot show. The app keeps `device_token` and sends it
 * back as `deviceToken`, so other people's failures do not slow it.
 */
export async function loginApp(
  deps: AppDeps,
  input: AppLoginRequest,
  meta: RequestMeta,
): Promise<AppLoginResponse> {
  const check = passwordCheck(deps, false, input.userId.trim(), input.password);
  const signedIn = await checkPasswordGuarded(
    deps,
    {
      userId: input.userId,
      password: input.password,
      deviceToken: input.deviceToken,
      method: "app",
      isCaptchaEnforced: false,
      meta,
    },
    check.isValid,
  );
  const session = await issueSession(deps, signedIn.account, "app");
  // Seat management (floor plans) is not part of the portal yet: no employee has one.
  return { access_token: session.access_token, floorplan: null, device_token: signedIn.deviceToken };
}

/** Ends a session: its token is refused from now until it would have expired anyway. */
export async function logout(deps: AppDeps, session: SessionClaims, meta: RequestMeta): Promise<void> {
  await deps.revocations.revoke(session.jti, new Date(session.exp * 1000));
  deps.realtime.disconnectSession(session.jti);
  await recordSignInEvent(deps, {
    userId: session.account,
    employeeId: session.employeeId,
    event: "sign_out",
    method: session.method,
    meta,
  });
}
