import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";

interface ApproveRequestModalProps {
  /** The request to approve; the dialog is closed when null. */
  request: ChangeRequest | null;
  isPending: boolean;
  onApprove: (request: ChangeRequest, comment: string) => void;
  onClose: () => void;
}

/** Confirms an approval, with an optional word to the employee. */
export function ApproveRequestModal({ request, isPending, onApprove, onClose }: ApproveRequestModalProps) {
  const { t } = useTranslation(["employee-change", "common"]);
  const [comment, setComment] = useState("");

  useEffect(() => {
    if (request) setComment("");
  }, [request]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request) onApprove(request, comment.trim());
  }

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t("drawer.approveDialog.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text style={{ overflowWrap: "anywhere" }}>
            {request &&
              t("drawer.approveDialog.message", {
                name: request.employeeName,
                date: formatDisplayDate(request.effectiveDate),
              })}
          </Text>
          <Textarea
            label={t("drawer.approveDialog.comment")}
            rows={2}
            resize="vertical"
            maxLength={ChangeRequestLimits.commentMaxLength}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t("drawer.approveDialog.cancel")}
            </Button>
            <Button type="submit" color="teal.9" loading={isPending}>
              {t("drawer.approveDialog.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
