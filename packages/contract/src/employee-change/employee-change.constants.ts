/** What a change request changes: profile fields, the home address, the bank account, an education record. */
export const changeRequestKinds = ["profile", "address", "bankAccount", "education"] as const;
export type ChangeRequestKind = (typeof changeRequestKinds)[number];

/**
 * A request's life: a draft (only its owner sees it) is submitted; HR approves or rejects it; the
 * owner may cancel it before the decision. An approved request is applied on its effective date
 * (`appliedAt` says when); until then it waits as approved.
 */
export const changeRequestStatuses = ["draft", "submitted", "approved", "rejected", "cancelled"] as const;
export type ChangeRequestStatusValue = (typeof changeRequestStatuses)[number];

/**
 * What HR's list may be narrowed to: one status, or `all` (every request HR reads: all statuses but
 * drafts, which are their owners' alone). Without one, the list holds the waiting (submitted) ones.
 */
export const reviewStatusFilters = [...changeRequestStatuses, "all"] as const;
export type ReviewStatusFilter = (typeof reviewStatusFilters)[number];

export const ChangeRequestLimits = {
  reasonMaxLength: 500,
  commentMaxLength: 500,
  /** Evidence files a request may hold. */
  maxEvidences: 5,
  /** Bytes of one evidence file (after the browser's compression of large images). */
  evidenceMaxBytes: 10 * 1024 * 1024,
  pageSize: 20,
} as const;

/** Message keys of change requests (texts in the locales of server and web). */
export const ChangeRequestMessages = {
  notFound: "employeeChange.notFound",
  notEditable: "employeeChange.notEditable",
  notDecidable: "employeeChange.notDecidable",
  effectiveDateRequired: "employeeChange.effectiveDateRequired",
  effectiveDateInvalid: "employeeChange.effectiveDateInvalid",
  reasonRequired: "employeeChange.reasonRequired",
  tooLong: "employeeChange.tooLong",
  fieldNotRequestable: "employeeChange.fieldNotRequestable",
  nothingChanges: "employeeChange.nothingChanges",
  tooManyEvidences: "employeeChange.tooManyEvidences",
  postCodeInvalid: "employeeChange.postCodeInvalid",
  prefectureRequired: "employeeChange.prefectureRequired",
  cityRequired: "employeeChange.cityRequired",
  alreadyPending: "employeeChange.alreadyPending",
  /** HR deciding their own request (another HR member must). */
  cannotDecideOwn: "employeeChange.cannotDecideOwn",
  evidenceFileRequired: "employeeChange.evidenceFileRequired",
  evidenceType: "employeeChange.evidenceType",
  evidenceTooLarge: "employeeChange.evidenceTooLarge",
} as const;
