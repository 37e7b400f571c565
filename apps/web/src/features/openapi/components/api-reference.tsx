import {
  Badge,
  Box,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { useOpenApiDocument } from "../api/get-openapi-document";
import { operationsOf } from "../api-operations";
import { ApiOperationDetails } from "./api-operation-details";

/** White on these darkest shades passes 4.5:1 at the badges' small size. */
const methodColors: Record<string, string> = {
  GET: "blue.9",
  POST: "teal.9",
  PUT: "grape.9",
  DELETE: "red.9",
};

/** Offers the document as the file integrators and code generators read. */
function downloadDocument(document: Record<string, unknown>) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }),
  );
  const link = window.document.createElement("a");
  link.href = url;
  link.download = "openapi.json";
  link.click();
  URL.revokeObjectURL(url);
}

/** Every call of the API: searchable, each opening to its parameters, body and answers. */
export function ApiReference() {
  const { t } = useTranslation("openapi");
  const query = useOpenApiDocument();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [opened, setOpened] = useState<string | null>(null);
  const operations = useMemo(
    () => (query.data ? operationsOf(query.data, deferredSearch) : []),
    [query.data, deferredSearch],
  );

  if (query.isPending) {
    return (
      <Group justify="center" py="xl" aria-busy="true">
        <Loader aria-label={t("loading")} />
      </Group>
    );
  }
  if (query.isError) return <LoadFailed title={t("loadFailed")} onRetry={() => void query.refetch()} />;
  const document = query.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: "100%", sm: 360 }}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadDocument(document)}
        >
          {t("download")}
        </Button>
      </Group>
      <Text size="sm" c="gray.7" aria-live="polite">
        {t("count", { count: operations.length })}
      </Text>
      {operations.length === 0 ? (
        <Text>{t("noMatch")}</Text>
      ) : (
        <Stack gap="xs">
          {operations.map((operation) => {
            const isOpen = opened === operation.id;
            const panelId = `api-operation-${operation.id.replace(/\W/g, "-")}`;
            return (
              <Paper key={operation.id} withBorder radius="md" p="sm">
                <UnstyledButton
                  w="100%"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  onClick={() => setOpened(isOpen ? null : operation.id)}
                >
                  <Group gap="sm" wrap="wrap">
                    <Badge color={methodColors[operation.method] ?? "gray.9"} variant="filled" w={72}>
                      {operation.method}
                    </Badge>
                    {/* Long names wrap on a phone instead of widening the page. */}
                    <Code style={{ overflowWrap: "anywhere" }}>{operation.path}</Code>
                    <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                      {operation.id}
                    </Text>
                    {operation.isPublic && (
                      <Badge color="gray" variant="outline">
                        {t("public")}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
                {/* Only the opened call's schemas are drawn: the whole API is hundreds of them. */}
                {isOpen && (
                  <Box id={panelId} mt="md">
                    <ApiOperationDetails operation={operation} />
                  </Box>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
