import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { evidenceFileExtensions } from "@portal/contract/common/constants";
import { IconCloudCheck, IconPaperclip, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../lib/format/format-bytes";
import { compressImage, fileExtension, shouldCompress } from "../../lib/image/compress-image";

const acceptedExtensions: readonly string[] = evidenceFileExtensions;

/** The file dialog's filter for evidence files (png, jpg, jpeg, pdf, jfif, heif, heic, webp). */
export const evidenceAccept = evidenceFileExtensions.map((extension) => `.${extension}`).join(",");

/** What tells chosen files apart (two files of one name may come from two folders). */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** A file the server already holds. */
export interface UploadedFile {
  id: number;
  fileName: string;
  size: number;
}

interface EvidenceFilesFieldProps<Uploaded extends UploadedFile> {
  label: string;
  description: string;
  /** Files already uploaded (kept unless removed). */
  kept?: Uploaded[];
  onKeptChange?: (kept: Uploaded[]) => void;
  /** Files chosen now, sent later by the form. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** How many files it may hold in all (kept and chosen); files chosen beyond it are left out. */
  maxFiles?: number;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Evidence files chosen with the button (png, jpg, jpeg, pdf, jfif, heif, heic, webp): images
 * over 5 MB are compressed as they are chosen, other types are refused with a message, and the
 * same file chosen twice is listed once. Files already uploaded are listed apart; every file
 * can be removed.
 */
export function EvidenceFilesField<Uploaded extends UploadedFile>({
  label,
  description,
  kept = [],
  onKeptChange,
  files,
  onFilesChange,
  maxFiles,
  required,
  error,
  disabled,
}: EvidenceFilesFieldProps<Uploaded>) {
  const { t } = useTranslation("common");
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState<string | null>(null);
  const room = maxFiles === undefined ? Number.POSITIVE_INFINITY : maxFiles - kept.length - files.length;

  async function handleChosen(chosen: File[]) {
    setProblem(null);
    const ready: File[] = [];
    for (const file of chosen) {
      if (!acceptedExtensions.includes(fileExtension(file.name))) {
        setProblem(t("evidenceFiles.type", { name: file.name }));
        continue;
      }
      if (!shouldCompress(file)) {
        ready.push(file);
        continue;
      }
      setPreparing(file.name);
      ready.push(await compressImage(file));
    }
    setPreparing(null);
    const chosenKeys = new Set(files.map(fileKey));
    const added = ready
      .filter((file) => !chosenKeys.has(fileKey(file)) && chosenKeys.add(fileKey(file)))
      .slice(0, Math.max(room, 0));
    if (added.length > 0) onFilesChange([...files, ...added]);
  }

  const isBusy = disabled || preparing !== null;
  const shownError = problem ?? error;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={shownError}
      errorProps={{ id: errorId }}
      descriptionProps={{ id: descriptionId }}
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        <FileButton onChange={(chosen) => void handleChosen(chosen)} accept={evidenceAccept} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={isBusy || room <= 0}
              loading={preparing !== null}
              aria-describedby={shownError ? `${descriptionId} ${errorId}` : descriptionId}
              style={{ alignSelf: "flex-start" }}
            >
              {t("evidenceFiles.choose")}
            </Button>
          )}
        </FileButton>
        {preparing && (
          <Text size="xs" c="gray.7" role="status">
            {t("evidenceFiles.preparing", { name: preparing })}
          </Text>
        )}
        {kept.length + files.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={label}>
            {kept.map((evidence) => (
              <FileRow
                key={`kept-${evidence.id}`}
                name={evidence.fileName}
                size={evidence.size}
                isUploaded
                disabled={isBusy}
                onRemove={() => onKeptChange?.(kept.filter((other) => other.id !== evidence.id))}
              />
            ))}
            {files.map((file) => (
              <FileRow
                key={fileKey(file)}
                name={file.name}
                size={file.size}
                disabled={isBusy}
                onRemove={() => onFilesChange(files.filter((other) => other !== file))}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

interface FileRowProps {
  name: string;
  size: number;
  isUploaded?: boolean;
  disabled?: boolean | undefined;
  onRemove: () => void;
}

function FileRow({ name, size, isUploaded = false, disabled, onRemove }: FileRowProps) {
  const { t } = useTranslation("common");
  const Icon = isUploaded ? IconCloudCheck : IconPaperclip;
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm" flex={1} style={{ overflowWrap: "anywhere" }}>
        {name}{" "}
        <Text span size="xs" c="gray.7">
          ({isUploaded ? t("evidenceFiles.uploaded", { size: formatBytes(size) }) : formatBytes(size)})
        </Text>
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t("evidenceFiles.remove", { name })}
        onClick={onRemove}
        disabled={disabled}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
