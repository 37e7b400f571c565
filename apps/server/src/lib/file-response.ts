/**
 * The Content-Security-Policy of a file served on its own (an image, an evidence download): if a
 * browser renders it anyway, nothing in it runs (sandbox, no source of any kind), nothing can
 * frame it, and it has no base URL or form target to misuse (decision 027).
 */
export const fileContentSecurityPolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
