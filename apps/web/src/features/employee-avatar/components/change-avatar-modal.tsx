import { Alert, Avatar, Button, FileButton, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { HttpStatus } from "@portal/contract/common/http";
import { AvatarLimits, avatarMimeTypes } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { IconAlertCircle, IconPhoto } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { avatarInitials } from "../../../lib/avatar-initials";
import { compressImage, shouldCompress } from "../../../lib/image/compress-image";
import { useUploadAvatar } from "../api/upload-avatar";

/** Images only: the types the server reads (HEIC/HEIF by name too, as browsers often give no type). */
const accept = [...avatarMimeTypes, ".heic", ".heif"].join(",");
const maxMegabytes = AvatarLimits.maxBytes / (1024 * 1024);

interface ChangeAvatarModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user's name: the preview's alternative text. */
  displayName: string;
  /** The current photo's URL ("" or undefined when none). */
  currentUrl?: string;
}

/** A local preview URL for a chosen file, released when the file changes or the modal closes. */
function usePreviewUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The server's own words for a refused photo (already in the user's language). */
function refusalText(error: ApiError): string | undefined {
  return (
    error.body.errors.find((item) => item.field === "file")?.errorMessage || error.body.message || undefined
  );
}

/**
 * "Change photo": choose an image, see it, upload it with its progress. The server's refusal is
 * shown in the modal; on success the header shows the new photo and the modal closes.
 */
export function ChangeAvatarModal({ opened, onClose, displayName, currentUrl }: ChangeAvatarModalProps) {
  const { t } = useTranslation("employee-avatar");
  const upload = useUploadAvatar();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const previewUrl = usePreviewUrl(file);
  const isUploading = percent !== null;

  function reset() {
    setFile(null);
    setPercent(null);
    setProblem(null);
  }

  function close() {
    if (isUploading) return;
    reset();
    onClose();
  }

  /** Checks the chosen file; a large photo is compressed as every image upload is (a phone's 20 MB photo). */
  async function choose(chosen: File | null) {
    setProblem(null);
    if (!chosen) return;
    setFile(null);
    if (!chosen.type.startsWith("image/") && !/\.(heic|heif)$/i.test(chosen.name)) {
      setProblem(t("errors.type"));
      return;
    }
    let ready = chosen;
    if (shouldCompress(chosen)) {
      setPreparing(true);
      ready = await compressImage(chosen).finally(() => setPreparing(false));
    }
    if (ready.size > AvatarLimits.maxBytes) {
      setProblem(t("errors.tooLarge", { size: maxMegabytes }));
      return;
    }
    setFile(ready);
  }

  async function save() {
    if (!file) return;
    setProblem(null);
    setPercent(0);
    try {
      await upload.mutateAsync({ file, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) });
      reset();
      onClose();
    } catch (error) {
      setPercent(null);
      if (
        error instanceof ApiError &&
        (error.status === HttpStatus.badRequest || error.status === HttpStatus.payloadTooLarge)
      ) {
        setProblem(refusalText(error) ?? t("errors.failed"));
        return;
      }
      // An expired session or a missing permission gets the app-wide reaction too.
      if (
        error instanceof ApiError &&
        (error.status === HttpStatus.sessionExpired || error.status === HttpStatus.permissionDenied)
      ) {
        handleApiError(error, "save");
      }
      setProblem(t("errors.failed"));
    }
  }

  const shownUrl = previewUrl ?? (currentUrl || undefined);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("modal.title")}
      closeButtonProps={{ "aria-label": t("modal.close") }}
      closeOnClickOutside={!isUploading}
      closeOnEscape={!isUploading}
      centered
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={shownUrl}
            alt={shownUrl ? displayName : undefined}
            name={displayName}
            color="mint"
            radius="xl"
            size={96}
            {...(shownUrl ? {} : { role: "img", "aria-label": displayName })}
          >
            {avatarInitials(displayName)}
          </Avatar>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {file ? t("modal.preview") : t(currentUrl ? "modal.current" : "modal.none")}
            </Text>
            <Text size="xs" c="gray.7" id={hintId}>
              {t("modal.hint", { size: maxMegabytes })}
            </Text>
          </Stack>
        </Group>
        <FileButton
          onChange={(chosen) => void choose(chosen)}
          accept={accept}
          disabled={isUploading || isPreparing}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              loading={isPreparing}
            >
              {t("modal.choose")}
            </Button>
          )}
        </FileButton>
        {isPreparing && (
          <Text size="sm" c="gray.7" role="status">
            {t("modal.preparing")}
          </Text>
        )}
        {file && (
          <Text size="sm" c="gray.7" truncate>
            {t("modal.chosen", { name: file.name })}
          </Text>
        )}
        {percent !== null && (
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("modal.uploading", { percent })}
            </Text>
            <Progress value={percent} aria-label={t("modal.progress")} />
          </Stack>
        )}
        {problem && (
          <Alert
            id={errorId}
            color="red"
            variant="light"
            icon={<IconAlertCircle size={16} aria-hidden />}
            role="alert"
          >
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isUploading}>
            {t("modal.cancel")}
          </Button>
          <Button onClick={() => void save()} disabled={!file} loading={isUploading}>
            {t("modal.upload")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
