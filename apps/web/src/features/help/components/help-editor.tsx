import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { HttpStatus } from "@portal/contract/common/http";
import { helpImageMimeTypes } from "@portal/contract/help/help.constants";
import type { HelpDraft, HelpLanguage, HelpPageParams } from "@portal/contract/help/help.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { useHelpDraft } from "../api/get-help-draft";
import { usePublishHelpPage } from "../api/publish-help-page";
import { useSaveHelpDraft } from "../api/save-help-draft";
import { useUploadHelpImage } from "../api/upload-help-image";
import { useHelpLanguage } from "../hooks/use-help-language";
import { HelpLanguageSwitch } from "./help-language-switch";
import { HelpMarkdown } from "./help-markdown";
import { HelpRevisions } from "./help-revisions";

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.body.message ? error.body.message : fallback;

/** Edit mode: the permission notice for non-editors, else the editor for the chosen language. */
export function HelpEditor({ page }: { page: HelpPageParams }) {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const draft = useHelpDraft(page, language);
  if (draft.isPending) return <Loader size="sm" aria-label={t("loading")} />;
  if (draft.isError) {
    const isDenied = draft.error instanceof ApiError && draft.error.status === HttpStatus.permissionDenied;
    return (
      <Alert color={isDenied ? "yellow" : "red"} role="alert">
        {isDenied ? t("permissionDenied") : t("loadFailed")}
      </Alert>
    );
  }
  // Keyed so that switching language or restoring a revision starts the form from the new draft.
  return (
    <DraftForm
      key={`${language}:${draft.data.updatedAt}`}
      page={page}
      language={language}
      draft={draft.data}
    />
  );
}

function DraftForm({
  page,
  language,
  draft,
}: {
  page: HelpPageParams;
  language: HelpLanguage;
  draft: HelpDraft;
}) {
  const { t } = useTranslation("help");
  const [title, setTitle] = useState(draft.title);
  const [markdown, setMarkdown] = useState(draft.markdown);
  const save = useSaveHelpDraft();
  const publish = usePublishHelpPage();
  const upload = useUploadHelpImage();
  const markdownError =
    save.error instanceof ApiError ? save.error.body.errors.find((e) => e.field === "markdown") : undefined;

  const handleImage = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) =>
        setMarkdown(
          (text) =>
            `${text}${text.endsWith("\n") || !text ? "" : "\n\n"}![${file.name.replace(/[[\]]/g, "")}](${url})\n`,
        ),
      onError: (error) => notifications.show({ color: "red", message: errorText(error, t("uploadFailed")) }),
    });
  };
  const handleSave = async () => {
    try {
      await save.mutateAsync({ page, body: { language, title, markdown } });
      notifications.show({ color: "teal", message: t("saved") });
    } catch {
      // shown on the form (save.error)
    }
  };
  // Awaited, not nested callbacks: saving refreshes the page's queries, and the toast must still
  // follow the publication.
  const handlePublish = async () => {
    try {
      await save.mutateAsync({ page, body: { language, title, markdown } });
    } catch {
      return; // shown on the form (save.error)
    }
    try {
      await publish.mutateAsync({ page, language });
      notifications.show({ color: "teal", message: t("published") });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("saveFailed")) });
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t("editTitle")}
        </Title>
        <HelpLanguageSwitch />
      </Group>
      {save.isError && !markdownError && (
        <Alert color="red" role="alert">
          {errorText(save.error, t("saveFailed"))}
        </Alert>
      )}
      <TextInput
        label={t("pageTitle")}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={t("markdown")}
          value={markdown}
          onChange={(event) => setMarkdown(event.currentTarget.value)}
          autosize
          minRows={16}
          error={markdownError?.errorMessage}
          styles={{ input: { fontFamily: "monospace" } }}
        />
        <Paper withBorder p="md" component="section" aria-label={t("preview")}>
          <HelpMarkdown markdown={markdown} />
        </Paper>
      </SimpleGrid>
      <Group>
        <FileButton onChange={handleImage} accept={helpImageMimeTypes.join(",")}>
          {(props) => (
            <Button variant="default" loading={upload.isPending} {...props}>
              {t("addImage")}
            </Button>
          )}
        </FileButton>
        <Button variant="light" onClick={handleSave} loading={save.isPending && !publish.isPending}>
          {t("saveDraft")}
        </Button>
        <Button onClick={handlePublish} loading={publish.isPending}>
          {t("publish")}
        </Button>
      </Group>
      <HelpRevisions page={page} language={language} />
    </Stack>
  );
}
