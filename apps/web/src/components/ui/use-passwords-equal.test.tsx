import { MantineProvider, PasswordInput } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { changeLanguage } from "../../lib/i18n";
import { usePasswordsEqual } from "./use-passwords-equal";

function NewPasswordFields() {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const match = usePasswordsEqual(password, confirmation);
  return (
    <MantineProvider theme={theme}>
      <PasswordInput
        label="New password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <PasswordInput
        label="Confirm password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.currentTarget.value)}
        {...match.confirmationProps}
      />
      <output>{match.isEqual ? "equal" : "different"}</output>
    </MantineProvider>
  );
}

describe("usePasswordsEqual", () => {
  it("waits until the confirmation has been left before showing the mismatch", async () => {
    render(<NewPasswordFields />);
    await userEvent.type(screen.getByLabelText("New password"), "Portal#2026");
    await userEvent.type(screen.getByLabelText("Confirm password"), "Portal#20");
    expect(screen.getByText("different")).toBeInTheDocument();
    expect(screen.queryByText("The passwords do not match.")).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();
    const confirm = screen.getByLabelText("Confirm password");
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(confirm).toHaveAccessibleDescription("The passwords do not match.");
    expect(screen.getByLabelText("New password")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("clears the error as soon as the passwords match, and shows it again when one changes", async () => {
    render(<NewPasswordFields />);
    await userEvent.type(screen.getByLabelText("New password"), "Portal#2026");
    await userEvent.type(screen.getByLabelText("Confirm password"), "Portal#202");
    await userEvent.tab();
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Confirm password"), "6");
    expect(screen.queryByText("The passwords do not match.")).not.toBeInTheDocument();
    expect(screen.getByText("equal")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "false");

    await userEvent.type(screen.getByLabelText("New password"), "!");
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();
  });

  it("says nothing while the confirmation is empty", async () => {
    render(<NewPasswordFields />);
    await userEvent.type(screen.getByLabelText("New password"), "Portal#2026");
    await userEvent.click(screen.getByLabelText("Confirm password"));
    await userEvent.tab();
    expect(screen.queryByText("The passwords do not match.")).not.toBeInTheDocument();
  });

  it("speaks Japanese", async () => {
    await changeLanguage("ja");
    try {
      render(<NewPasswordFields />);
      await userEvent.type(screen.getByLabelText("New password"), "a");
      await userEvent.type(screen.getByLabelText("Confirm password"), "b");
      await userEvent.tab();
      expect(screen.getByText("パスワードが一致しません。")).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });
});
