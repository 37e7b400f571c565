import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { ConfirmModal, type ConfirmModalProps } from "./confirm-modal";

function renderModal(props: Partial<ConfirmModalProps> = {}) {
  const handlers = { onClose: vi.fn(), onConfirm: vi.fn() };
  render(
    <MantineProvider theme={theme}>
      <ConfirmModal
        opened
        title="Delete this item?"
        message="It cannot be brought back."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        closeButtonLabel="Close"
        {...handlers}
        {...props}
      />
    </MantineProvider>,
  );
  return handlers;
}

describe("ConfirmModal", () => {
  it("confirms or cancels, and closes by its named close button", async () => {
    const { onClose, onConfirm } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Delete this item?" });
    expect(dialog).toHaveTextContent("It cannot be brought back.");

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("cannot be cancelled while the confirmed action runs", async () => {
    renderModal({ pending: true });
    await screen.findByRole("dialog", { name: "Delete this item?" });
    expect(screen.getByRole("button", { name: "Keep it" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveAttribute("data-loading", "true");
  });
});
