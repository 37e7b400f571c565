import { employeeAvatarRoutes } from "@portal/contract/employee-avatar/employee-avatar.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";
import { avatarQueryKey } from "./get-avatar";

export interface UploadAvatarRequest {
  file: File;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/employeeAvatar/uploadAvatar (multipart, part `file`): the server checks the photo,
 * stores it as a 256×256 square and answers its new URL.
 */
export async function uploadAvatar({ file, onProgress }: UploadAvatarRequest): Promise<string> {
  const body = new FormData();
  body.append("file", file, file.name);
  return (await apiUpload(employeeAvatarRoutes.uploadAvatar, { body, onProgress })) ?? "";
}

/** The modal shows the failure itself; the header shows the new photo at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    meta: { handlesErrors: true },
    onSuccess: (url) => {
      queryClient.setQueryData(avatarQueryKey, url);
    },
  });
}
