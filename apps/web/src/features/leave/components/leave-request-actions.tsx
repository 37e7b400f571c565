import { Button, Group } from "@mantine/core";
import { LeaveLimits } from "@portal/contract/leave/leave.constants";
import type { LeaveRequest, LeaveStepAction } from "@portal/contract/leave/leave.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReasonModal } from "../../../components/reason-modal";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { notifySuccess } from "../../../lib/notify";
import { useActOnLeave } from "../api/act-on-leave";
import { useDeleteLeaveRequest } from "../api/delete-leave-request";
import { useLeaveDays } from "./leave-format";

const stepActions: readonly LeaveStepAction[] = [
  "submit",
  "leaderApprove",
  "hrConfirm",
  "leaderReject",
  "hrReject",
  "cancel",
];
const refusals: readonly LeaveStepAction[] = ["leaderReject", "hrReject"];

interface LeaveRequestActionsProps {
  request: LeaveRequest;
  /** Opens the form on the request (the owner's "Change"). */
  onEdit?: () => void;
  /** After a step was taken or the draft deleted. */
  onDone?: () => void;
  size?: "xs" | "sm";
}

/**
 * The buttons of what the caller may do to a request now, as the server says (`actions`): send,
 * approve or confirm at once; reject with a reason; cancel or delete after asking.
 */
export function LeaveRequestActions({ request, onEdit, onDone, size = "xs" }: LeaveRequestActionsProps) {
  const { t } = useTranslation("leave");
  const act = useActOnLeave();
  const remove = useDeleteLeaveRequest();
  const daysOf = useLeaveDays();
  const [confirming, setConfirming] = useState<"cancel" | "delete" | null>(null);
  const [rejecting, setRejecting] = useState<LeaveStepAction | null>(null);
  const days = daysOf(request);

  async function step(action: LeaveStepAction, reason = "") {
    await act.mutateAsync({ id: request.id, action, reason });
    notifySuccess(t(`done.${action}`));
    onDone?.();
  }
  async function deleteDraft() {
    await remove.mutateAsync(request.id);
    notifySuccess(t("done.delete"));
    setConfirming(null);
    onDone?.();
  }
  const run = (promise: Promise<void>) => void promise.catch(() => undefined);

  const buttons = stepActions.filter((action) => request.actions.includes(action));
  return (
    <>
      <Group gap="xs" wrap="wrap" onClick={(event) => event.stopPropagation()}>
        {buttons.map((action) => {
          const isRefusal = refusals.includes(action);
          const isCancel = action === "cancel";
          return (
            <Button
              key={action}
              size={size}
              variant={isRefusal || isCancel ? "default" : "filled"}
              color={isRefusal ? "red.9" : undefined}
              loading={act.isPending && act.variables?.action === action}
              onClick={() => {
                if (isRefusal) setRejecting(action);
                else if (isCancel) setConfirming("cancel");
                else run(step(action));
              }}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
        {onEdit && request.actions.includes("edit") && (
          <Button size={size} variant="default" onClick={onEdit}>
            {t("actions.edit")}
          </Button>
        )}
        {request.actions.includes("delete") && (
          <Button size={size} variant="subtle" color="red.9" onClick={() => setConfirming("delete")}>
            {t("actions.delete")}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          run(confirming === "delete" ? deleteDraft() : step("cancel").then(() => setConfirming(null)))
        }
        title={confirming === "delete" ? t("confirm.deleteTitle") : t("confirm.cancelTitle")}
        message={
          confirming === "delete" ? t("confirm.deleteText", { days }) : t("confirm.cancelText", { days })
        }
        cancelLabel={t("confirm.keep")}
        confirmLabel={confirming === "delete" ? t("actions.delete") : t("actions.cancel")}
        pending={act.isPending || remove.isPending}
      />
      <ReasonModal
        subject={rejecting}
        texts={{
          title: t("reject.title"),
          message: () => t("reject.message", { name: request.employeeName, days }),
          reason: t("reject.reason"),
          cancel: t("reject.cancel"),
          confirm: t("reject.confirm"),
        }}
        maxLength={LeaveLimits.reasonMaxLength}
        isPending={act.isPending}
        onReject={(action, reason) => run(step(action, reason).then(() => setRejecting(null)))}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
