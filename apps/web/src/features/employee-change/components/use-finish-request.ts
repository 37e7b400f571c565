import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { useFailureText } from "../../../components/use-server-text";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSubmitRequest } from "../api/submit-request";
import { useUploadEvidences } from "../api/upload-evidences";

/**
 * After a request is saved: uploads the chosen evidence files to it, then sends it to HR unless
 * the owner saved a draft. A request with files is saved as a draft first (the modals do so), so a
 * refused upload sends nothing to HR: the request waits as the owner's draft, the toast says so,
 * and the files can be added and the request sent from the request itself.
 */
export function useFinishRequest() {
  const { t } = useTranslation("employee-change");
  const upload = useUploadEvidences();
  const submit = useSubmitRequest();
  const failureText = useFailureText();
  return async (request: ChangeRequest, files: File[], isDraft: boolean) => {
    if (files.length > 0) {
      try {
        await upload.mutateAsync({ id: request.id, files });
      } catch (caught) {
        notifyError(
          t("evidence.uploadFailedAfterSave", { message: failureText(caught, t("evidence.uploadFailed")) }),
        );
        return;
      }
    }
    if (!isDraft && request.status === "draft") await submit.mutateAsync(request.id);
    notifySuccess(isDraft ? t("request.draftSaved") : t("request.submitted"));
  };
}
