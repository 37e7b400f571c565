import { createHmac, timingSafeEqual } from "node:crypto";

// Certificate links (education-presign-url): an HMAC (the token secret) over the certificate and
// the expiry, like the ticket evidence links; whoever has the link may fetch the file until then.

/** Keeps these signatures apart from anything else signed with the same secret. */
const linkPurpose = "portal:employee-education:certificate:v1";

export function certificateSignature(secret: string, certificateId: number, expiresMs: number): string {
  return createHmac("sha256", secret)
    .update(`${linkPurpose}\n${certificateId}\n${expiresMs}`)
    .digest("base64url");
}

/** Whether the signature was made by this server for this certificate and expiry (expiry not checked). */
export function isCertificateSignature(
  secret: string,
  certificateId: number,
  expiresMs: number,
  signature: string,
): boolean {
  const given = Buffer.from(signature, "base64url");
  const expected = Buffer.from(certificateSignature(secret, certificateId, expiresMs), "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
