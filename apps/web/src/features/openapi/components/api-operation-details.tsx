import { Code, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("parameterName")}</Table.Th>
                  <Table.Th>{t("parameterIn")}</Table.Th>
                  <Table.Th>{t("parameterRequired")}</Table.Th>
                  <Table.Th>{t("parameterSchema")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {operation.parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}:${parameter.name}`}>
                    <Table.Td>
                      <Code>{parameter.name}</Code>
                    </Table.Td>
                    <Table.Td>{t(`locations.${parameter.in}`, { defaultValue: parameter.in })}</Table.Td>
                    <Table.Td>{parameter.required ? t("yes") : t("no")}</Table.Td>
                    <Table.Td>
                      <Code>{JSON.stringify(parameter.schema)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
