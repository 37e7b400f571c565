import { Button, Group } from "@mantine/core";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { IconCheck, IconEdit, IconSend, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReasonModal } from "../../../components/reason-modal";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { useFailureText } from "../../../components/use-server-text";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useApproveRequest } from "../api/approve-request";
import { useCancelRequest } from "../api/cancel-request";
import { useRejectRequest } from "../api/reject-request";
import { useSubmitRequest } from "../api/submit-request";
import { ApproveRequestModal } from "./approve-request-modal";

interface OwnerActionsProps {
  request: ChangeRequest;
  onEdit: () => void;
}

/** What the owner may do now, by the request's flags: edit, submit a draft, cancel. */
export function OwnerActions({ request, onEdit }: OwnerActionsProps) {
  const { t } = useTranslation(["employee-change", "common"]);
  const submit = useSubmitRequest();
  const cancel = useCancelRequest();
  const failureText = useFailureText();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const canSubmit = request.canEdit && request.status === "draft";
  if (!request.canEdit && !request.canCancel) return null;

  function handleSubmit() {
    submit.mutate(request.id, {
      onSuccess: () => notifySuccess(t("drawer.toasts.submitted")),
      onError: (error) => notifyError(failureText(error, t("messages.saveFailed"))),
    });
  }

  function handleCancel() {
    cancel.mutate(request.id, {
      onSuccess: () => {
        setCancelOpen(false);
        notifySuccess(t("drawer.toasts.cancelled"));
      },
      onError: (error) => {
        setCancelOpen(false);
        notifyError(failureText(error, t("messages.saveFailed")));
      },
    });
  }

  return (
    <Group gap="xs">
      {request.canEdit && (
        <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
          {t("drawer.edit")}
        </Button>
      )}
      {canSubmit && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={handleSubmit}
          loading={submit.isPending}
        >
          {t("drawer.submit")}
        </Button>
      )}
      {request.canCancel && (
        <Button variant="outline" color="red.9" onClick={() => setCancelOpen(true)}>
          {t("drawer.cancelRequest")}
        </Button>
      )}
      <ConfirmModal
        opened={isCancelOpen}
        onClose={() => setCancelOpen(false)}
        onConfirm={handleCancel}
        title={t("drawer.cancelDialog.title")}
        message={t("drawer.cancelDialog.message")}
        cancelLabel={t("drawer.cancelDialog.back")}
        confirmLabel={t("drawer.cancelDialog.confirm")}
        pending={cancel.isPending}
        closeButtonLabel={t("common:close")}
      />
    </Group>
  );
}

interface HrActionsProps {
  request: ChangeRequest;
  /** Called once HR has decided (the drawer may close). */
  onDecided: () => void;
}

/** HR's decision on a submitted request: approve (with an optional comment) or reject (with a reason). */
export function HrActions({ request, onDecided }: HrActionsProps) {
  const { t } = useTranslation("employee-change");
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const failureText = useFailureText();
  const [approving, setApproving] = useState<ChangeRequest | null>(null);
  const [rejecting, setRejecting] = useState<ChangeRequest | null>(null);
  if (!request.canDecide) return null;

  function handleApprove(subject: ChangeRequest, comment: string) {
    approve.mutate(
      { id: subject.id, comment: comment || undefined },
      {
        onSuccess: () => {
          setApproving(null);
          notifySuccess(t("drawer.toasts.approved", { name: subject.employeeName }));
          onDecided();
        },
        onError: (error) => notifyError(failureText(error, t("messages.saveFailed"))),
      },
    );
  }

  function handleReject(subject: ChangeRequest, reason: string) {
    reject.mutate(
      { id: subject.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          notifySuccess(t("drawer.toasts.rejected", { name: subject.employeeName }));
          onDecided();
        },
        onError: (error) => notifyError(failureText(error, t("messages.saveFailed"))),
      },
    );
  }

  return (
    <Group gap="xs">
      <Button
        color="teal.9"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => setApproving(request)}
      >
        {t("drawer.approve")}
      </Button>
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setRejecting(request)}
      >
        {t("drawer.reject")}
      </Button>
      <ApproveRequestModal
        request={approving}
        isPending={approve.isPending}
        onApprove={handleApprove}
        onClose={() => setApproving(null)}
      />
      <ReasonModal
        maxLength={ChangeRequestLimits.reasonMaxLength}
        subject={rejecting}
        texts={{
          title: t("drawer.rejectDialog.title"),
          message: (subject) => t("drawer.rejectDialog.message", { name: subject.employeeName }),
          reason: t("drawer.rejectDialog.reason"),
          cancel: t("drawer.rejectDialog.cancel"),
          confirm: t("drawer.rejectDialog.confirm"),
        }}
        isPending={reject.isPending}
        onReject={handleReject}
        onClose={() => setRejecting(null)}
      />
    </Group>
  );
}
