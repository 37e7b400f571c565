/** Change requests HR approves: home address, profile fields, bank account, education; their history. */
export const employeeChangeRoutes = {};
