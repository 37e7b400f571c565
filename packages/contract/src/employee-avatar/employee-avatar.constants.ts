/** Limits of a profile photo upload (docs/decisions/021-avatars.md). */
export const AvatarLimits = {
  /** Largest file the server accepts (bytes); a bigger one is refused with 413. */
  maxBytes: 5 * 1024 * 1024,
  /** Most pixels (width × height) a photo may have; more is refused before decoding. */
  maxInputPixels: 40_000_000,
  /** Side of the square the server stores (pixels). */
  size: 256,
} as const;

/** File types a photo may be (checked from its content on the server). */
export const avatarMimeTypes = ["image/png", "image/jpeg", "image/webp", "image/heic", "image/heif"] as const;

/** Message keys of the avatar calls (texts in the locales of server and web). */
export const AvatarMessages = {
  fileRequired: "avatar.fileRequired",
  type: "avatar.type",
  tooLarge: "avatar.tooLarge",
  tooManyPixels: "avatar.tooManyPixels",
  unreadable: "avatar.unreadable",
} as const;
