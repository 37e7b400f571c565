import { helpRoutes } from "@portal/contract/help/help.routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/markdown/images (multipart, part `file`): stores the image as WebP, answers its URL. */
export function uploadHelpImage(file: File) {
  const body = new FormData();
  body.append("file", file, file.name);
  return apiRequest(helpRoutes.uploadImage, { body });
}

export function useUploadHelpImage() {
  return useMutation({ mutationFn: uploadHelpImage, meta: { handlesErrors: true } });
}
