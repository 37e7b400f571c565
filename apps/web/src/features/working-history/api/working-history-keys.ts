/** Query keys of the working history. */
export const workingHistoryKeys = {
  all: ["workingHistory"] as const,
  page: (employeeId: number | undefined, page: number) =>
    [...workingHistoryKeys.all, "page", employeeId ?? "own", page] as const,
};
