import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text } from "@mantine/core";
import {
  evidenceExtensions,
  evidenceMimeTypes,
  TicketLimits,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Evidence } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconFileUpload, IconPaperclip, IconX } from "@tabler/icons-react";
import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../lib/format/format-bytes";
import { compressImage, fileExtension, shouldCompress } from "../../../lib/image/compress-image";
import { useUploadEvidence } from "../api/upload-evidence";
import { useUploadEvidenceFor } from "../api/upload-evidence-for";
import classes from "./evidence-upload.module.css";
import { useTicketFormFailure } from "./use-ticket-server-text";

const acceptedExtensions: readonly string[] = evidenceExtensions;
const accept = [...evidenceMimeTypes, ...evidenceExtensions.map((extension) => `.${extension}`)].join(",");

interface EvidenceUploadProps {
  label: string;
  /** The evidence uploaded so far. */
  value: Evidence[];
  onChange: (evidences: Evidence[]) => void;
  required?: boolean;
  error?: string;
  /** HR acting for this employee: the files are kept for them (uploadEvidenceForAF). */
  actingForEmployeeId?: number;
}

interface Uploading {
  name: string;
  /** 0 to 100. */
  percent: number;
}

/**
 * Evidence files dropped on the zone or chosen with the button: png, jpg, jpeg, pdf, jfif, heif,
 * heic or webp; images over 5 MB are compressed first; each is uploaded at once with its progress.
 */
export function EvidenceUpload({
  label,
  value,
  onChange,
  required,
  error,
  actingForEmployeeId,
}: EvidenceUploadProps) {
  const { t } = useTranslation("commutation-ticket");
  const id = useId();
  const ownUpload = useUploadEvidence();
  const uploadFor = useUploadEvidenceFor();
  const failure = useTicketFormFailure(() => undefined);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [isDragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function prepare(file: File): Promise<File | null> {
    if (!acceptedExtensions.includes(fileExtension(file.name))) {
      setProblem(t("messages.evidenceType"));
      return null;
    }
    const ready = shouldCompress(file) ? await compressImage(file) : file;
    if (ready.size > TicketLimits.evidenceMaxBytes) {
      setProblem(t("messages.evidenceTooLarge"));
      return null;
    }
    return ready;
  }

  async function handleFiles(files: File[]) {
    setProblem(null);
    let current = value;
    for (const chosen of files) {
      const file = await prepare(chosen);
      if (!file) continue;
      setUploading({ name: file.name, percent: 0 });
      try {
        const request = {
          file,
          onProgress: (fraction: number) =>
            setUploading({ name: file.name, percent: Math.round(fraction * 100) }),
        };
        const evidence =
          actingForEmployeeId === undefined
            ? await ownUpload.mutateAsync(request)
            : await uploadFor.mutateAsync({ ...request, employeeId: actingForEmployeeId });
        current = [...current, evidence];
        onChange(current);
      } catch (caught) {
        const shown = failure(caught);
        if (shown) setProblem(shown.message);
      } finally {
        setUploading(null);
      }
    }
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    void handleFiles([...event.dataTransfer.files]);
  }

  const shownError = problem ?? error;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={t("evidence.hint", { size: formatBytes(TicketLimits.evidenceMaxBytes, 0) })}
      error={shownError}
      id={id}
      errorProps={{ id: `${id}-error` }}
    >
      <Stack gap="xs" mt={4}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard way */}
        <div
          className={classes.dropZone}
          data-dragging={isDragging || undefined}
          data-error={shownError ? true : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
        >
          <Stack gap={6} align="center">
            <IconFileUpload size={28} aria-hidden />
            <Text size="sm">{t("evidence.drop")}</Text>
            <FileButton onChange={(files) => void handleFiles(files)} accept={accept} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  disabled={uploading !== null}
                  aria-describedby={shownError ? `${id}-error` : undefined}
                >
                  {t("evidence.choose")}
                </Button>
              )}
            </FileButton>
          </Stack>
        </div>
        {uploading && (
          <div>
            <Text size="xs" c="gray.7">
              {t("evidence.uploading", { name: uploading.name })}
            </Text>
            <Progress.Root>
              <Progress.Section
                value={uploading.percent}
                aria-label={t("evidence.uploading", { name: uploading.name })}
                aria-valuetext={`${uploading.percent}%`}
              />
            </Progress.Root>
          </div>
        )}
        {value.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("evidence.list")}
          >
            {value.map((evidence) => (
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
                  aria-label={t("evidence.remove", { name: evidence.fileName })}
                  onClick={() => onChange(value.filter((other) => other.id !== evidence.id))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
