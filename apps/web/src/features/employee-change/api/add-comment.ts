import { routes } from "@portal/contract/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";

export interface AddCommentInput {
  id: number;
  comment: string;
}

/** POST /api/employeeChange/requests/:id/comments: a note the owner and HR both read. */
export function addComment({ id, comment }: AddCommentInput) {
  return apiRequest(routes.employeeChange.addComment, { params: { id }, body: { comment } });
}

/** The comment form shows a refusal itself. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    meta: { handlesErrors: true },
    onSuccess: (request) => queryClient.setQueryData(employeeChangeKeys.request(request.id), request),
  });
}
