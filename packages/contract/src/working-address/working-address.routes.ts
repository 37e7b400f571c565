/** employeeWorkingAddress calls: the working address and its history. */
export const workingAddressRoutes = {};
