/** Dashes and long-vowel marks people type for the hyphen of a post code (100－0005, 100ー0005). */
const dashes = /[‐‑‒–—―−ー－ｰ]/g;

/**
 * What a post code field keeps of typed or pasted text: half-width digits and hyphens (full-width
 * ones converted); anything else is dropped. Extra digits are kept, so that a code that is too
 * long shows as invalid rather than being cut into another code.
 */
export function cleanPostCode(text: string): string {
  return text
    .normalize("NFKC")
    .replace(dashes, "-")
    .replace(/[^\d-]/g, "");
}

/** The digits of a post code: 7 of them make a code that can be looked up. */
export function postCodeDigits(text: string): string {
  return cleanPostCode(text).replace(/-/g, "");
}
