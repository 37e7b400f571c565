// Per tab: a failed single sign-on keeps the login page from starting it again by itself.
const failureKey = "ssoFailed";

export function rememberSsoFailure(): void {
  sessionStorage.setItem(failureKey, "true");
}

export function forgetSsoFailure(): void {
  sessionStorage.removeItem(failureKey);
}

export function hasSsoFailed(): boolean {
  return sessionStorage.getItem(failureKey) === "true";
}
