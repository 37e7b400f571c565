import { employeeAvatarRoutes } from "@portal/contract/employee-avatar/employee-avatar.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const avatarQueryKey = ["employeeAvatar", "mine"] as const;

/** GET /api/employeeAvatar/getAvatar: the signed-in employee's photo URL, or "" when none. */
export async function getAvatar(signal?: AbortSignal): Promise<string> {
  return (await apiRequest(employeeAvatarRoutes.getAvatar, { signal })) ?? "";
}

export function avatarQueryOptions() {
  return queryOptions({
    queryKey: avatarQueryKey,
    queryFn: ({ signal }) => getAvatar(signal),
    // A photo that cannot be loaded just leaves the letter avatar (no toast).
    meta: { handlesErrors: true },
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** The signed-in employee's photo URL ("" when none, undefined while loading or failed). */
export function useAvatar() {
  return useQuery(avatarQueryOptions());
}
