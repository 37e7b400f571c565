/** workinghistory calls: an employee's working history (module SMS). */
export const workingHistoryRoutes = {};
