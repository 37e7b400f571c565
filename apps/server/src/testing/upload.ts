import { randomBytes } from "node:crypto";

/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data payload for app.inject, as a browser's FormData would send it. */
export function multipartPayload(parts: FormPart[]) {
  const boundary = `----portal-test-${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    return [Buffer.from(`${head.join("\r\n")}\r\n\r\n`), Buffer.from(part.content), Buffer.from("\r\n")];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of each image kind, enough for the server's type check, and padding. */
export const imageBytes = {
  png: Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), randomBytes(64)]),
  jpg: Buffer.concat([Buffer.from("ffd8ffe000104a464946", "hex"), randomBytes(64)]),
  webp: Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from("WEBPVP8 "),
    randomBytes(64),
  ]),
  gif: Buffer.concat([Buffer.from("GIF89a"), randomBytes(64)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
};
