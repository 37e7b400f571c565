/** The employee master and lookup calls (contract types, job ranks, positions, visa kinds, ...). */
export const employeeMasterRoutes = {};
