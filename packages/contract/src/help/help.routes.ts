/** The help centre: markdown pages per feature, function and order; editing, revisions, search. */
export const helpRoutes = {};
