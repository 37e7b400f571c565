import { Alert, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { BankAccount } from "@portal/contract/bank-account/bank-account.schema";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer";
import { DateField } from "../../../components/ui/date-field";
import { EvidenceFilesField } from "../../../components/ui/evidence-files-field";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteBankAccountRequest } from "../api/delete-bank-account-request";
import {
  type BankAccountFormField,
  type BankAccountFormProblems,
  bankAccountFormFieldOf,
  evidenceProblemOf,
  maskAccountNumber,
} from "../bank-account-form-values";
import { useProblemTexts } from "./use-problem-texts";

interface RemoveBankAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** The account in use, named in the modal. */
  account: BankAccount;
}

/** "Remove account": a request to HR to stop paying into the account, from a date, with a reason. */
export function RemoveBankAccountModal({ opened, onClose, account }: RemoveBankAccountModalProps) {
  const { t } = useTranslation(["bank-account", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("remove.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      fullScreen={isNarrow}
    >
      {opened && <RemoveBankAccountForm account={account} onDone={onClose} />}
    </Modal>
  );
}

type FieldErrors = Partial<Record<BankAccountFormField, string>>;

function RemoveBankAccountForm({ account, onDone }: { account: BankAccount; onDone: () => void }) {
  const { t } = useTranslation("bank-account");
  const [effectiveDate, setEffectiveDate] = useState("");
  const [reason, setReason] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const remove = useDeleteBankAccountRequest();
  const failure = useFormFailure(bankAccountFormFieldOf);
  const problemTexts = useProblemTexts();
  const isSending = remove.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormMessage(null);
    const trimmed = reason.trim();
    const problems: BankAccountFormProblems = {};
    const evidenceProblem = evidenceProblemOf(files.length, false);
    if (evidenceProblem) problems.evidences = evidenceProblem;
    const texts = problemTexts(problems);
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    setPercent(0);
    try {
      await remove.mutateAsync({
        bankAccount: { ...(trimmed ? { reason: trimmed } : {}), ...(effectiveDate ? { effectiveDate } : {}) },
        files,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      notifySuccess(t("remove.sent"));
      onDone();
    } catch (error) {
      setPercent(null);
      const shown = failure(error, t("form.failed"));
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("remove.title")}>
      <Stack>
        <Text style={{ overflowWrap: "anywhere" }}>
          {t("remove.intro", {
            bank: account.bankName,
            branch: account.branchName,
            number: maskAccountNumber(account.accountNumber),
          })}
        </Text>
        {formMessage && (
          <Alert color="red" variant="light" role="alert">
            {formMessage}
          </Alert>
        )}
        <DateField
          label={t("remove.effectiveDate")}
          description={t("form.effectiveDateHint")}
          value={effectiveDate}
          onChange={(value) => {
            setEffectiveDate(value);
            setErrors((current) => ({ ...current, effectiveDate: undefined }));
          }}
          error={errors.effectiveDate}
          disabled={isSending}
          maw={320}
        />
        <FormFooter
          reason={{
            label: t("fields.reason"),
            value: reason,
            onChange: setReason,
            maxLength: ChangeRequestLimits.reasonMaxLength,
            error: errors.reason,
            disabled: isSending,
          }}
          evidence={
            <EvidenceFilesField
              label={t("fields.evidences")}
              description={t("remove.evidencesHint", { max: ChangeRequestLimits.maxEvidences })}
              files={files}
              onFilesChange={(chosen) => {
                setFiles(chosen);
                setErrors((current) => ({ ...current, evidences: undefined }));
              }}
              error={errors.evidences}
              disabled={isSending}
            />
          }
          progress={{ percent, label: t("form.sending", { percent }) }}
          cancel={{ label: t("form.cancel"), onClick: onDone, disabled: isSending }}
          submit={{ label: t("remove.submit"), loading: isSending, color: "red" }}
        />
      </Stack>
    </form>
  );
}
