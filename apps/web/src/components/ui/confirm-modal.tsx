import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  message: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is running: the confirm button spins and cancel is disabled. */
  pending?: boolean;
  /** The accessible name of the dialog's close button. */
  closeButtonLabel?: string;
}

/** Asks before a destructive action: a message, cancel, and a red confirm button. */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  cancelLabel,
  confirmLabel,
  pending = false,
  closeButtonLabel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={closeButtonLabel === undefined ? undefined : { "aria-label": closeButtonLabel }}
      centered
    >
      <Text style={{ overflowWrap: "anywhere" }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
