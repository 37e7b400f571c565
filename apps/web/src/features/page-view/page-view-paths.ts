/** The administrators' page-view report. */
export const pageViewReportPath = "/administration/page-views";
