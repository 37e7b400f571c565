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

/** The first bytes of each image kind and random padding: they pass a type check, never a decoder. */
export const imageHeaders = {
  png: Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), randomBytes(64)]),
  jpg: Buffer.concat([Buffer.from("ffd8ffe000104a464946", "hex"), randomBytes(64)]),
  webp: Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from("WEBPVP8 "),
    randomBytes(64),
  ]),
};

/** Small real images (4×3, one colour) that decode, and content that is no image the server takes. */
export const imageBytes = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQWlUORww4OQAjeA8lTLOU7AAAAABJRU5ErkJggg==",
    "base64",
  ),
  jpg: Buffer.from(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAJs//9k=",
    "base64",
  ),
  webp: Buffer.from(
    "UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoEAAMAAUAmJaACdAFAAAD+y6dX//Yzf/89H//no/1DAAAA",
    "base64",
  ),
  gif: Buffer.concat([Buffer.from("GIF89a"), randomBytes(64)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
};

/** A small complete PDF (header to %%EOF): evidence keeps PDFs byte for byte. */
export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);
