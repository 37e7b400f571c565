import { Group, Radio, TextInput } from "@mantine/core";
import type { ChatFormOption } from "../../chat-form-values";

interface ChoiceFieldProps {
  label: string;
  value: string;
  options: ChatFormOption[];
  onChange: (value: string) => void;
  isReadOnly: boolean;
  required?: boolean;
  error?: string | undefined;
}

/** A few choices side by side (transport, duration); a read-only field shows the chosen label. */
export function ChoiceField({
  label,
  value,
  options,
  onChange,
  isReadOnly,
  required,
  error,
}: ChoiceFieldProps) {
  if (isReadOnly) {
    const chosen = options.find((option) => option.value === value)?.label ?? value;
    return <TextInput label={label} readOnly value={chosen} error={error} />;
  }
  return (
    <Radio.Group label={label} required={required} value={value} onChange={onChange} error={error}>
      <Group mt={4} gap="sm">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
