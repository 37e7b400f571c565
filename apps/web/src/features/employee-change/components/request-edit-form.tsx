import { Alert, Stack } from "@mantine/core";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer";
import { ProfileFieldInput } from "../../../components/profile-fields/profile-field-input";
import { isProfileField } from "../../../components/profile-fields/profile-field-text";
import { useValidationText } from "../../../components/profile-fields/use-validation-text";
import { DateField } from "../../../components/ui/date-field";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { PostCodeField } from "../../zip-code/components/post-code-field";
import { useUpdateRequest } from "../api/update-request";
import { fieldProblem, requestProblems } from "../request-form-values";
import { useRequestReason } from "./request-form-parts";

/** Kinds whose values are edited here; bank and education values are edited in their own forms. */
const editsValues = (request: ChangeRequest) => request.kind === "profile" || request.kind === "address";

const formFieldOf = (serverField: string) => serverField.replace(/^fields\./, "");

interface RequestEditFormProps {
  request: ChangeRequest;
  onDone: () => void;
}

/** The owner's edit of a request before HR decides: the new values, the effective date, the reason. */
export function RequestEditForm({ request, onDone }: RequestEditFormProps) {
  const { t } = useTranslation(["employee-change", "employee-profile"]);
  const fields = editsValues(request)
    ? request.changes.map((change) => change.field).filter(isProfileField)
    : [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(request.changes.map((change) => [change.field, change.newValue ?? ""])),
  );
  const [effectiveDate, setEffectiveDate] = useState(request.effectiveDate);
  const [reason, setReason] = useState(request.reason ?? "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateRequest();
  const validationText = useValidationText();
  const failure = useFormFailure(formFieldOf);

  function setValue(field: string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    for (const field of fields) {
      const issue = fieldProblem(field, (values[field] ?? "").trim());
      if (issue) found[field] = validationText(issue.key, issue.max);
    }
    for (const [field, issue] of Object.entries(requestProblems(effectiveDate, reason))) {
      found[field] = validationText(issue.key, issue.max);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        id: request.id,
        body: {
          ...(fields.length > 0 && {
            fields: Object.fromEntries(fields.map((field) => [field, (values[field] ?? "").trim() || null])),
          }),
          effectiveDate,
          reason: reason.trim(),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t("drawer.toasts.updated"));
          onDone();
        },
        onError: (caught) => {
          const shown = failure(caught, t("messages.saveFailed"));
          if (!shown) return;
          setErrors(shown.fieldErrors);
          setProblem(shown.message);
        },
      },
    );
  }

  const isPending = update.isPending;
  const reasonField = useRequestReason({
    value: reason,
    onChange: (value) => {
      setReason(value);
      setErrors((current) => ({ ...current, reason: undefined }));
    },
    error: errors.reason,
    disabled: isPending,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("drawer.editTitle")}>
      <Stack>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {fields.map((field) =>
          field === "postCode" ? (
            <PostCodeField
              key={field}
              label={t("employee-profile:fields.postCode")}
              required
              value={values.postCode ?? ""}
              onChange={(value) => setValue("postCode", value)}
              onAddress={(address) =>
                setValues((current) => ({
                  ...current,
                  prefecture: address.prefecture,
                  city: address.city,
                  town: address.town,
                }))
              }
              error={errors.postCode}
            />
          ) : (
            <ProfileFieldInput
              key={field}
              field={field}
              value={values[field] ?? ""}
              onChange={(value) => setValue(field, value)}
              error={errors[field]}
              disabled={isPending}
            />
          ),
        )}
        <DateField
          label={t("request.effectiveDate")}
          required
          value={effectiveDate}
          onChange={(value) => {
            setEffectiveDate(value);
            setErrors((current) => ({ ...current, effectiveDate: undefined }));
          }}
          error={errors.effectiveDate}
          disabled={isPending}
        />
        <FormFooter
          reason={reasonField}
          cancel={{ label: t("drawer.cancelEdit"), onClick: onDone, disabled: isPending }}
          submit={{ label: t("drawer.saveChanges"), loading: isPending }}
        />
      </Stack>
    </form>
  );
}
