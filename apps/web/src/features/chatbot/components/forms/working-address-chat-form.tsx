import { Select, Text, TextInput } from "@mantine/core";
import { WorkingAddressLimits } from "@portal/contract/working-address/working-address.schema";
import { DateField } from "../../../../components/ui/date-field";
import { PostCodeField } from "../../../zip-code/components/post-code-field";
import type { ChatFormProps } from "../../chat-form-values";
import { useChatForm } from "../../hooks/use-chat-form";
import { useChatTexts } from "../../hooks/use-chat-texts";
import { ChatFormCard } from "./chat-form-card";

/**
 * The new working address form (spec): the current address shown, the post code looks the new
 * one up (or the server offers the code's addresses), an example in Japanese format is the hint,
 * and Save stays disabled while the address is empty.
 */
export function WorkingAddressChatForm({ form, dataError, isDisabled, isInactive, onSubmit }: ChatFormProps) {
  const { t } = useChatTexts();
  const state = useChatForm(form, dataError);
  const offered = form.options?.address1 ?? [];
  const address1 = state.text("address1");

  function handleSubmit() {
    if (state.checkRequired(["postCode", "address1", "changeDate"])) onSubmit(state.trimmedValues(), []);
  }

  return (
    <ChatFormCard
      kind="workingAddress"
      isDisabled={isDisabled}
      isInactive={isInactive}
      generalErrors={state.generalErrors}
      submitLabel={t("form.save")}
      canSubmit={address1.trim() !== ""}
      onSubmit={handleSubmit}
    >
      {state.text("workingAddress") && (
        <TextInput
          label={state.label("currentWorkingAddress")}
          readOnly
          value={state.text("workingAddress")}
        />
      )}
      <Text size="xs" c="gray.7">
        {t("form.example", { example: t("form.exampleAddress") })}
      </Text>
      <PostCodeField
        label={state.label("postCode")}
        required
        value={state.text("postCode")}
        onChange={(value) => state.change("postCode", value)}
        onAddress={(address) => state.change("address1", address.address)}
        error={state.errorOf("postCode")}
      />
      {offered.length > 1 && (
        <Select
          label={state.label("address1")}
          data={offered}
          value={offered.some((option) => option.value === address1) ? address1 : null}
          onChange={(value) => value && state.change("address1", value)}
        />
      )}
      <TextInput
        label={state.label("address1")}
        description={t("form.address1Hint")}
        required
        maxLength={WorkingAddressLimits.addressMaxLength}
        value={address1}
        onChange={(event) => state.change("address1", event.currentTarget.value)}
        error={state.errorOf("address1")}
      />
      <TextInput
        label={state.label("address2")}
        maxLength={WorkingAddressLimits.addressMaxLength}
        value={state.text("address2")}
        onChange={(event) => state.change("address2", event.currentTarget.value)}
        error={state.errorOf("address2")}
      />
      <DateField
        label={state.label("changeDate")}
        required
        value={state.text("changeDate")}
        onChange={(value) => state.change("changeDate", value)}
        error={state.errorOf("changeDate")}
      />
    </ChatFormCard>
  );
}
