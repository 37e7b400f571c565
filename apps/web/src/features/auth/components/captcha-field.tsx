import "altcha/external";
import "altcha/altcha.css";
import "altcha/i18n/ja";
import { Input } from "@mantine/core";
import type {} from "altcha/types/react";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

// The external build has no inline workers or styles, so the strict Content-Security-Policy
// holds: the proof-of-work worker is a file Vite emits next to the app.
globalThis.$altcha?.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

interface CaptchaFieldProps {
  /** Where the widget fetches a challenge (from the server's failure answer). */
  challengeUrl: string;
  /** The solved payload, or undefined while unsolved or expired. */
  onChange: (payload: string | undefined) => void;
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** The self-hosted ALTCHA check the server demands after a failed sign-in. */
export function CaptchaField({ challengeUrl, onChange }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation("auth");
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChange(state === "verified" ? payload : undefined);
    };
    widget.addEventListener("statechange", handleStateChange);
    return () => widget.removeEventListener("statechange", handleStateChange);
  }, [onChange]);

  return (
    <Input.Wrapper label={t("captcha.label")} description={t("captcha.description")}>
      <altcha-widget ref={ref} challenge={challengeUrl} language={i18n.language === "ja" ? "ja" : "en"} />
    </Input.Wrapper>
  );
}
