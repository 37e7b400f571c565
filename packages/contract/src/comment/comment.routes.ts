/** Comment threads on objects (tickets, change requests). */
export const commentRoutes = {};
