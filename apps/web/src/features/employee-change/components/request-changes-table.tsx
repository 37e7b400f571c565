import { Stack, Table, Text, Title } from "@mantine/core";
import type { FieldChange } from "@portal/contract/employee-change/employee-change.schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFieldLabel, useFieldValue } from "../../../components/profile-fields/profile-field-text";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";

/** What a request changes: each field with its value when asked and the value asked for. */
export function RequestChangesTable({ changes, caption }: { changes: FieldChange[]; caption: string }) {
  const { t } = useTranslation("employee-change");
  const fieldLabel = useFieldLabel();
  const fieldValue = useFieldValue();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {caption}
      </Title>
      <StackedTable
        columns={[t("drawer.field"), t("drawer.oldValue"), t("drawer.newValue")]}
        minWidth={420}
        tableProps={{ withTableBorder: true, "aria-labelledby": titleId }}
        scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      >
        {changes.map((change) => (
          <StackedRow key={change.field}>
            <Table.Th scope="row" role="rowheader" fw={500}>
              {fieldLabel(change.field)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              <Text size="sm" c="gray.7" component="span">
                {fieldValue(change.field, change.oldValue)}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              <Text size="sm" fw={600} component="span">
                {fieldValue(change.field, change.newValue)}
              </Text>
            </Table.Td>
          </StackedRow>
        ))}
      </StackedTable>
    </Stack>
  );
}
