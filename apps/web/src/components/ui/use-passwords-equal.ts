import type { PasswordInputProps } from "@mantine/core";
import { ValidationMessages } from "@portal/contract/common/validation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

type ConfirmationProps = Pick<
  PasswordInputProps,
  "error" | "errorProps" | "onBlur" | "aria-invalid" | "aria-describedby"
>;

export interface PasswordsEqualState {
  /** Whether both fields hold the same text (also when both are empty). */
  isEqual: boolean;
  /** The passwordsEqual text, once the confirmation has been left with a mismatch. */
  error: string | undefined;
  /**
   * Spread on the confirmation PasswordInput (after its own props): the error, the blur that
   * reveals it, and the ARIA links Mantine's PasswordInput leaves out of its inner input.
   */
  confirmationProps: ConfirmationProps;
}

/**
 * Live check of the spec's rule that two password fields must be equal. On submit, the
 * contract's `passwordsEqual` check gives the same message key.
 */
export function usePasswordsEqual(password: string, confirmation: string): PasswordsEqualState {
  const { t } = useTranslation();
  const errorId = `${useId()}-passwords-equal`;
  const [isConfirmationTouched, setIsConfirmationTouched] = useState(false);
  const isEqual = password === confirmation;
  const error =
    !isEqual && confirmation !== "" && isConfirmationTouched
      ? t(ValidationMessages.passwordsEqual)
      : undefined;
  return {
    isEqual,
    error,
    confirmationProps: {
      error,
      errorProps: { id: errorId },
      onBlur: () => setIsConfirmationTouched(true),
      "aria-invalid": error !== undefined,
      "aria-describedby": error === undefined ? undefined : errorId,
    },
  };
}
