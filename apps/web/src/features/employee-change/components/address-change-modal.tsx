import { Alert, Modal, Stack, Text } from "@mantine/core";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { type AddressField, profileFields } from "@portal/contract/employee/profile-fields";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { addressChangeSchema } from "@portal/contract/employee-change/employee-change.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPostCode } from "../../../components/profile-fields/profile-field-text";
import { issuesByField, useValidationText } from "../../../components/profile-fields/use-validation-text";
import { DateField } from "../../../components/ui/date-field";
import { TrimmedTextInput } from "../../../components/ui/trimmed-text-input";
import { useFormFailure } from "../../../components/use-server-text";
import { PostCodeField } from "../../zip-code/components/post-code-field";
import { useRequestAddressChange } from "../api/request-address-change";
import { NewRequestFooter } from "./request-form-parts";
import { useFinishRequest } from "./use-finish-request";

interface AddressChangeModalProps {
  profile: EmployeeProfile;
  opened: boolean;
  onClose: () => void;
}

/** "Change address": the new home address from the moving date, for HR to approve. */
export function AddressChangeModal({ profile, opened, onClose }: AddressChangeModalProps) {
  const { t } = useTranslation(["employee-change", "common"]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("address.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
    >
      {opened && <AddressChangeForm profile={profile} onDone={onClose} />}
    </Modal>
  );
}

type FormField = AddressField | "changeDate" | "description";
const formFields: readonly string[] = [
  "postCode",
  "prefecture",
  "city",
  "town",
  "building",
  "changeDate",
  "description",
];
const formFieldOf = (serverField: string) =>
  formFields.includes(serverField) ? (serverField as FormField) : undefined;

/** The longest text of each typed part of the address (the contract's table). */
const maxLengthOf = (field: FormField): number | undefined =>
  field === "description"
    ? ChangeRequestLimits.reasonMaxLength
    : field === "changeDate"
      ? undefined
      : profileFields[field].maxLength;

function AddressChangeForm({ profile, onDone }: { profile: EmployeeProfile; onDone: () => void }) {
  const { t } = useTranslation(["employee-change", "employee-profile"]);
  const [values, setValues] = useState<Record<AddressField, string>>({
    postCode: "",
    prefecture: "",
    city: "",
    town: "",
    building: "",
  });
  const [changeAddressDate, setChangeAddressDate] = useState("");
  const [reason, setReason] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<"draft" | "submit" | null>(null);
  const requestChange = useRequestAddressChange();
  const finish = useFinishRequest();
  const validationText = useValidationText();
  const failure = useFormFailure(formFieldOf);
  const isPending = sending !== null;

  function update(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function send(isDraft: boolean) {
    setProblem(null);
    const checked = addressChangeSchema.safeParse({
      ...values,
      changeDate: changeAddressDate || undefined,
      description: reason,
      draft: isDraft,
    });
    if (!checked.success) {
      const found = issuesByField(checked.error.issues);
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, key]) => [
            field,
            validationText(key, maxLengthOf(field as FormField)),
          ]),
        ),
      );
      return;
    }
    const { description, townTemp: _lookedUpTown, ...body } = checked.data;
    setSending(isDraft ? "draft" : "submit");
    try {
      const request = await requestChange.mutateAsync({
        ...body,
        // With files, a draft until they are in (useFinishRequest submits it then).
        draft: isDraft || files.length > 0,
        ...(description && { description }),
      });
      await finish(request, files, isDraft);
      onDone();
    } catch (caught) {
      const shown = failure(caught, t("messages.saveFailed"));
      if (shown) {
        setErrors(shown.fieldErrors);
        setProblem(shown.message);
      }
    } finally {
      setSending(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(false);
  }

  const textField = (field: Exclude<AddressField, "postCode">, required = false) => (
    <TrimmedTextInput
      label={t(`employee-profile:fields.${field}`)}
      required={required}
      maxLength={profileFields[field].maxLength}
      autoComplete="off"
      value={values[field]}
      onChange={(value) => update(field, value)}
      error={errors[field]}
      disabled={isPending}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm" c="gray.7">
          {t("address.description")}
        </Text>
        {profile.postCode && (
          <Text size="sm">
            {t("address.currentAddress", {
              address: [
                formatPostCode(profile.postCode),
                profile.prefecture,
                profile.city,
                profile.town,
                profile.building,
              ]
                .filter(Boolean)
                .join(" "),
            })}
          </Text>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <PostCodeField
          label={t("employee-profile:fields.postCode")}
          required
          value={values.postCode}
          onChange={(value) => update("postCode", value)}
          onAddress={(address) => {
            setValues((current) => ({
              ...current,
              prefecture: address.prefecture,
              city: address.city,
              town: address.town,
            }));
            setErrors((current) => ({ ...current, prefecture: undefined, city: undefined, town: undefined }));
          }}
          error={errors.postCode}
        />
        {textField("prefecture", true)}
        {textField("city", true)}
        {textField("town")}
        {textField("building")}
        <DateField
          label={t("address.changeAddressDate")}
          description={t("address.changeAddressDateHint")}
          required
          value={changeAddressDate}
          onChange={(value) => {
            setChangeAddressDate(value);
            setErrors((current) => ({ ...current, changeDate: undefined }));
          }}
          error={errors.changeDate}
          disabled={isPending}
        />
        <NewRequestFooter
          reason={reason}
          onReasonChange={(value) => {
            setReason(value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
          reasonError={errors.description}
          files={files}
          onFilesChange={setFiles}
          sending={sending}
          onCancel={onDone}
          onSaveDraft={() => void send(true)}
        />
      </Stack>
    </form>
  );
}
