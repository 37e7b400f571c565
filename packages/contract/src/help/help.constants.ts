/** Message keys of the help feature (texts live in the locales of server and web). */
export const HelpMessages = {
  rawHtml: "help.rawHtml",
  unsafeLink: "help.unsafeLink",
  nothingToPublish: "help.nothingToPublish",
  imageRequired: "help.imageRequired",
  imageType: "help.imageType",
  imageTooLarge: "help.imageTooLarge",
} as const;

/** Limits of a help page and of its images. */
export const HelpLimits = {
  slugMaxLength: 60,
  orderMax: 999,
  titleMaxLength: 200,
  markdownMaxLength: 50_000,
  searchMaxLength: 100,
  searchResults: 20,
  revisionsShown: 50,
  /** Largest image upload, in bytes (5 MiB). */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Longest side of a stored image, px (larger uploads are scaled down). */
  imageMaxSide: 2000,
} as const;

/** A feature or function segment of a help address: lower-case words joined by hyphens. */
export const helpSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The name the server gives a stored help image: 32 random hex digits, always WebP. */
export const helpImageFilePattern = /^[a-f0-9]{32}\.webp$/;

/** Where stored help images are served (GET, public: the random name is the capability). */
export const helpImagePathPrefix = "/api/markdown/images/";

/** MIME types an uploaded help image may have, e.g. for a file input's `accept`. */
export const helpImageMimeTypes = ["image/png", "image/jpeg", "image/webp"] as const;

/** URL schemes a link in a help page may use; relative links (no scheme) are allowed too. */
export const helpLinkSchemes = ["http", "https", "mailto"] as const;

/**
 * Whether a link or image URL in a help page is allowed: relative (a path, a #fragment) or
 * http(s) or mailto. javascript:, data:, vbscript: and every other scheme are refused.
 */
export function isSafeHelpUrl(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const compact = [...url]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return !compact.includes(":") || /^[/?#.]/.test(compact);
  return (helpLinkSchemes as readonly string[]).includes(scheme);
}
