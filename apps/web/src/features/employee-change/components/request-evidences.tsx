import { ActionIcon, Alert, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { IconDownload, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { evidenceAccept } from "../../../components/ui/evidence-files-field";
import { useFailureText } from "../../../components/use-server-text";
import { formatBytes } from "../../../lib/format/format-bytes";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteEvidence } from "../api/delete-evidence";
import { useDownloadEvidence } from "../api/download-evidence";
import { useUploadEvidences } from "../api/upload-evidences";

/** The request's files: each downloadable; while the request is editable, files are added or deleted. */
export function RequestEvidences({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation("employee-change");
  const download = useDownloadEvidence();
  const remove = useDeleteEvidence();
  const upload = useUploadEvidences();
  const failureText = useFailureText();
  const [problem, setProblem] = useState<string | null>(null);
  const room = ChangeRequestLimits.maxEvidences - request.evidences.length;

  function handleDownload(evidenceId: number) {
    setProblem(null);
    download.mutate(
      { id: request.id, evidenceId },
      { onError: (error) => setProblem(failureText(error, t("evidence.downloadFailed"))) },
    );
  }

  function handleDelete(evidenceId: number) {
    setProblem(null);
    remove.mutate(
      { id: request.id, evidenceId },
      {
        onSuccess: () => notifySuccess(t("evidence.deleted")),
        onError: (error) => setProblem(failureText(error, t("evidence.deleteFailed"))),
      },
    );
  }

  function handleUpload(files: File[]) {
    setProblem(null);
    if (files.length === 0) return;
    upload.mutate(
      { id: request.id, files: files.slice(0, Math.max(room, 0)) },
      {
        onSuccess: () => notifySuccess(t("evidence.uploaded")),
        onError: (error) => setProblem(failureText(error, t("evidence.uploadFailed"))),
      },
    );
  }

  return (
    <Stack gap="xs">
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {request.evidences.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t("evidence.none")}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {request.evidences.map((evidence) => (
            <Group key={evidence.id} component="li" gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" style={{ overflowWrap: "anywhere" }} flex={1}>
                {evidence.fileName}{" "}
                <Text span size="xs" c="gray.7">
                  ({formatBytes(evidence.size)})
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("evidence.download", { name: evidence.fileName })}
                onClick={() => handleDownload(evidence.id)}
                loading={download.isPending && download.variables?.evidenceId === evidence.id}
              >
                <IconDownload size={16} aria-hidden />
              </ActionIcon>
              {request.canEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t("evidence.delete", { name: evidence.fileName })}
                  onClick={() => handleDelete(evidence.id)}
                  loading={remove.isPending && remove.variables?.evidenceId === evidence.id}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {request.canEdit && (
        <Group>
          <FileButton onChange={handleUpload} accept={evidenceAccept} multiple>
            {(props) => (
              <Button {...props} variant="default" size="xs" disabled={room <= 0} loading={upload.isPending}>
                {t("evidence.add")}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="gray.7">
            {t("evidence.hint", { count: ChangeRequestLimits.maxEvidences })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
