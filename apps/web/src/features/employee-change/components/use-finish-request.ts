import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { useFailureText } from "../../../components/use-server-text";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useUploadEvidences } from "../api/upload-evidences";

/**
 * After a request is saved: uploads the chosen evidence files to it and says what happened. A
 * refused upload leaves the request saved; the toast says so, and the files can be added from
 * the request itself.
 */
export function useFinishRequest() {
  const { t } = useTranslation("employee-change");
  const upload = useUploadEvidences();
  const failureText = useFailureText();
  return async (request: ChangeRequest, files: File[], isDraft: boolean) => {
    if (files.length > 0) {
      try {
        await upload.mutateAsync({ id: request.id, files });
      } catch (caught) {
        notifyError(
          t("evidence.uploadFailedAfterSave", { message: failureText(caught, t("evidence.uploadFailed")) }),
        );
      }
    }
    notifySuccess(isDraft ? t("request.draftSaved") : t("request.submitted"));
  };
}
