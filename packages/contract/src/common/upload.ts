/** Limits every image upload shares (docs/decisions/027-response-headers-and-uploads.md). */
export const UploadLimits = {
  /** Most pixels (width × height) an uploaded image may have; more is refused before decoding. */
  maxImagePixels: 40_000_000,
} as const;

/** Message keys of the checks every upload shares (texts in the server's locales). */
export const UploadMessages = {
  imageTooManyPixels: "upload.imageTooManyPixels",
  imageUnreadable: "upload.imageUnreadable",
  pdfUnreadable: "upload.pdfUnreadable",
  /** The multipart body ended before its last part did (cut short, no closing boundary, aborted). */
  incomplete: "upload.incomplete",
  /** 429: the user already has as many uploads in flight as one may. */
  tooManyOfYours: "upload.tooManyOfYours",
  /** 429: the server is taking as many uploads as it takes at once. */
  serverBusy: "upload.serverBusy",
} as const;
