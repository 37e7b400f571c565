import { Code, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import type { ApiOperationEntry } from "../api-operations";

/** A JSON Schema, readable and scrollable. */
function SchemaBlock({ schema, label }: { schema: unknown; label: string }) {
  return (
    <Code block aria-label={label} mah={320} style={{ overflow: "auto" }}>
      {JSON.stringify(schema ?? {}, null, 2)}
    </Code>
  );
}

/** What one call takes and answers: parameters, body and each status with its schema. */
export function ApiOperationDetails({ operation }: { operation: ApiOperationEntry }) {
  const { t } = useTranslation("openapi");
  return (
    <Stack gap="md">
      {operation.parameters.length > 0 && (
        <Stack gap="xs">
          <Title order={4}>{t("parameters")}</Title>
          <StackedTable
            columns={[t("parameterName"), t("parameterIn"), t("parameterRequired"), t("parameterSchema")]}
            minWidth={420}
            nativeScroll
            tableProps={{ striped: true }}
          >
            {operation.parameters.map((parameter) => (
              <StackedRow key={`${parameter.in}:${parameter.name}`}>
                <Table.Td>
                  <Code>{parameter.name}</Code>
                </Table.Td>
                <Table.Td>{t(`locations.${parameter.in}`, { defaultValue: parameter.in })}</Table.Td>
                <Table.Td>{parameter.required ? t("yes") : t("no")}</Table.Td>
                <Table.Td>
                  <Code>{JSON.stringify(parameter.schema)}</Code>
                </Table.Td>
              </StackedRow>
            ))}
          </StackedTable>
        </Stack>
      )}
      {operation.requestBody && (
        <Stack gap="xs">
          <Title order={4}>{t("requestBody", { contentType: operation.requestBody.contentType })}</Title>
          <SchemaBlock schema={operation.requestBody.schema} label={t("requestBodySchema")} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={4}>{t("responses")}</Title>
        {operation.responses.map((response) => (
          <Stack key={response.status} gap={4}>
            <Text fw={600}>
              {response.status} · {response.description}
            </Text>
            <SchemaBlock schema={response.schema} label={t("responseSchema", { status: response.status })} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
