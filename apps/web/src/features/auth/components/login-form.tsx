import { Alert, Button, Checkbox, Loader, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { LoginLimits } from "@portal/contract/auth/auth.constants";
import { loginFailureSchema, loginRequestSchema } from "@portal/contract/auth/auth.schema";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { saveSession } from "../../../lib/session-store";
import { useLogin } from "../api/login";
import { loginErrorText } from "../login-error-text";
import { safeRedirectTarget } from "../redirect-target";

// The CAPTCHA widget (ALTCHA, its worker and styles) loads only when the server asks for it.
const CaptchaField = lazy(async () => ({ default: (await import("./captcha-field")).CaptchaField }));

/**
 * The CAPTCHA the server asks for after a failure, if the last answer carried one, and whether
 * that answer told this address to wait (a solved CAPTCHA passes the wait).
 */
function captchaDemand(error: Error | null): { challengeUrl?: string; isWait: boolean } {
  if (!(error instanceof ApiError)) return { isWait: false };
  const failure = loginFailureSchema.safeParse(error.data).data;
  return { challengeUrl: failure?.captchaChallengeUrl, isWait: failure?.retryAfterSeconds !== undefined };
}

interface LoginFormProps {
  /** Offer the 'Login with alternative password' checkbox (a corporate directory is configured). */
  isAlternativeOffered?: boolean;
}

export function LoginForm({ isAlternativeOffered = false }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [userId, setUserId] = useState("");
  const [password, setPassword] = useState("");
  const [isInvalid, setIsInvalid] = useState(false);
  const [useAlternative, setUseAlternative] = useState(false);
  const [captcha, setCaptcha] = useState<string | undefined>();
  // A solved challenge is accepted once: every attempt gets a fresh widget.
  const [attempt, setAttempt] = useState(0);
  const { challengeUrl, isWait } = captchaDemand(login.error);

  const bannerText = isInvalid ? t("invalidCredentials") : login.error && loginErrorText(login.error, t);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const request = loginRequestSchema.safeParse({
      userId,
      password,
      ...(isAlternativeOffered && { alternateLoginMode: useAlternative }),
      ...(captcha && { captcha }),
    });
    if (!request.success) {
      setIsInvalid(true);
      login.reset();
      return;
    }
    setIsInvalid(false);
    setCaptcha(undefined);
    setAttempt((n) => n + 1);
    login.mutate(request.data, {
      onSuccess: (response) => {
        // Nothing cached for a previous user may show to this one.
        queryClient.removeQueries();
        saveSession(response, "account");
        void navigate(safeRedirectTarget(searchParams.get("url")), { replace: true });
      },
    });
  }

  // Spec: the Enter key submits only once a password has been typed.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement && password === "") {
      event.preventDefault();
    }
  }

  return (
    <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
      <Stack>
        {bannerText && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {bannerText}
          </Alert>
        )}
        <TextInput
          label={t("login.userId")}
          name="userId"
          autoComplete="username"
          required
          maxLength={LoginLimits.userIdMaxLength}
          error={isInvalid && userId.trim() === ""}
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
        />
        <PasswordInput
          label={t("login.password")}
          name="password"
          autoComplete="current-password"
          required
          maxLength={LoginLimits.passwordMaxLength}
          error={isInvalid && password === ""}
          // PasswordInput marks its inner input only with data-invalid.
          aria-invalid={isInvalid && password === ""}
          visibilityToggleButtonProps={{ "aria-label": t("login.togglePassword") }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {isAlternativeOffered && (
          <Checkbox
            label={t("login.alternativePassword")}
            description={t("login.alternativePasswordNote")}
            checked={useAlternative}
            onChange={(event) => setUseAlternative(event.currentTarget.checked)}
          />
        )}
        {challengeUrl && isWait && !login.isPending && <Text size="sm">{t("captcha.passesWait")}</Text>}
        {challengeUrl && !login.isPending && (
          <Suspense fallback={<Loader size="sm" aria-label={t("login.loading")} />}>
            <CaptchaField key={attempt} challengeUrl={challengeUrl} onChange={setCaptcha} />
          </Suspense>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
