/** Education records and their change requests. */
export const employeeEducationRoutes = {};
