import { Alert, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type AccountCategory,
  accountCategories,
  type BankAccount,
} from "@portal/contract/bank-account/bank-account.schema";
import { toBankKana } from "@portal/contract/common/to-bank-kana";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer";
import { DateField } from "../../../components/ui/date-field";
import { EvidenceFilesField } from "../../../components/ui/evidence-files-field";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { useUpdateBankAccountRequest } from "../api/update-bank-account-request";
import {
  accountNumberLength,
  type BankAccountFormField,
  type BankAccountFormValues,
  bankAccountFormFieldOf,
  bankAccountFormValuesOf,
  emptyBankAccountFormValues,
  formFieldOfValue,
  isEvidenceRequired,
  toAccountNumber,
  toBankAccountRequest,
  validateBankAccountForm,
} from "../bank-account-form-values";
import { BankSelect, BranchSelect } from "./bank-branch-selects";
import { useProblemTexts } from "./use-problem-texts";

type FieldErrors = Partial<Record<BankAccountFormField, string>>;

interface BankAccountFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The pending request to edit; null asks for a new account. */
  pendingRequest: ChangeRequest | null;
  /** The account in use: the edited request's fields it does not change come from it. */
  account: BankAccount | null;
}

/** "Change account": the new account, from when, why, and a photo of the passbook or cash card. */
export function BankAccountFormModal({
  opened,
  onClose,
  pendingRequest,
  account,
}: BankAccountFormModalProps) {
  const { t } = useTranslation(["bank-account", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={pendingRequest ? t("form.editTitle") : t("form.changeTitle")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
      fullScreen={isNarrow}
    >
      {opened && <BankAccountForm pendingRequest={pendingRequest} account={account} onDone={onClose} />}
    </Modal>
  );
}

interface BankAccountFormProps {
  pendingRequest: ChangeRequest | null;
  account: BankAccount | null;
  onDone: () => void;
}

function BankAccountForm({ pendingRequest, account, onDone }: BankAccountFormProps) {
  const { t } = useTranslation("bank-account");
  const [values, setValues] = useState<BankAccountFormValues>(() =>
    pendingRequest ? bankAccountFormValuesOf(pendingRequest, account) : emptyBankAccountFormValues,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const send = useUpdateBankAccountRequest();
  const failure = useFormFailure(bankAccountFormFieldOf);
  const problemTexts = useProblemTexts();
  const isSending = send.isPending;

  function change<F extends keyof BankAccountFormValues>(field: F, value: BankAccountFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [formFieldOfValue(field)]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ready = { ...values, accountName: toBankKana(values.accountName), reason: values.reason.trim() };
    setValues(ready);
    setFormMessage(null);
    const texts = problemTexts(validateBankAccountForm(ready));
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    setPercent(0);
    try {
      await send.mutateAsync({
        bankAccount: toBankAccountRequest(ready, pendingRequest?.id ?? null),
        files: ready.newFiles,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      notifySuccess(pendingRequest ? t("form.updated") : t("form.sent"));
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
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={pendingRequest ? t("form.editTitle") : t("form.changeTitle")}
    >
      <Stack>
        {formMessage && (
          <Alert color="red" variant="light" role="alert">
            {formMessage}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BankSelect
            value={values.bank}
            onChange={(bank) => {
              if (bank?.code !== values.bank?.code) change("branch", null);
              change("bank", bank);
            }}
            error={errors.bank}
            disabled={isSending}
          />
          <BranchSelect
            key={values.bank?.code ?? "none"}
            bankCode={values.bank?.code ?? null}
            value={values.branch}
            onChange={(branch) => change("branch", branch)}
            error={errors.branch}
            disabled={isSending}
          />
        </SimpleGrid>
        <Radio.Group
          label={t("fields.accountCategory")}
          required
          value={String(values.accountCategory)}
          onChange={(value) => change("accountCategory", Number(value) as AccountCategory)}
          error={errors.accountCategory}
        >
          <Group mt="xs" gap="md">
            {accountCategories.map((category) => (
              <Radio
                key={category}
                value={String(category)}
                label={t(`categories.${category}`)}
                disabled={isSending}
              />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* Text, not a number input: account numbers keep their leading zeros and show no separators. */}
          <TextInput
            label={t("fields.accountNumber")}
            description={t("form.accountNumberHint", { count: accountNumberLength })}
            required
            inputMode="numeric"
            autoComplete="off"
            value={values.accountNumber}
            onChange={(event) => change("accountNumber", toAccountNumber(event.currentTarget.value))}
            error={errors.accountNumber}
            disabled={isSending}
          />
          <TextInput
            label={t("fields.accountName")}
            description={t("form.accountNameHint")}
            required
            autoComplete="off"
            value={values.accountName}
            onChange={(event) => change("accountName", event.currentTarget.value)}
            onBlur={() =>
              setValues((current) => ({ ...current, accountName: toBankKana(current.accountName) }))
            }
            error={errors.accountName}
            disabled={isSending}
          />
        </SimpleGrid>
        <DateField
          label={t("fields.effectiveDate")}
          description={t("form.effectiveDateHint")}
          value={values.effectiveDate}
          onChange={(value) => change("effectiveDate", value)}
          error={errors.effectiveDate}
          disabled={isSending}
          maw={320}
        />
        <FormFooter
          reason={{
            label: t("fields.reason"),
            value: values.reason,
            onChange: (value) => change("reason", value),
            maxLength: ChangeRequestLimits.reasonMaxLength,
            error: errors.reason,
            disabled: isSending,
          }}
          evidence={
            <EvidenceFilesField
              label={t("fields.evidences")}
              description={t("form.evidencesHint", { max: ChangeRequestLimits.maxEvidences })}
              required={isEvidenceRequired(values.bank)}
              kept={values.keptEvidences}
              onKeptChange={(kept) => change("keptEvidences", kept)}
              files={values.newFiles}
              onFilesChange={(files) => change("newFiles", files)}
              error={errors.evidences}
              disabled={isSending}
            />
          }
          progress={{ percent, label: t("form.sending", { percent }) }}
          cancel={{ label: t("form.cancel"), onClick: onDone, disabled: isSending }}
          submit={{ label: pendingRequest ? t("form.update") : t("form.submit"), loading: isSending }}
        />
      </Stack>
    </form>
  );
}
