import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { imageBytes } from "../upload";

/** What people send to break an upload: disguised and scripted content, pixel bombs, tricky names. */

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header announcing width × height RGB pixels, with one tiny row of data: a pixel bomb. */
export function pngAnnouncing(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A page with a script, hidden behind file signatures or after an image's end. */
export const page = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>");

/** Content that must be refused by every upload call, whatever it is named. */
export const refusedContent: [what: string, fileName: string, content: Buffer][] = [
  ["HTML named .png", "photo.png", imageBytes.html],
  ["HTML behind a PNG signature", "photo.png", Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), page])],
  [
    "HTML behind a JPEG signature",
    "photo.jpg",
    Buffer.concat([Buffer.from("ffd8ffe000104a464946", "hex"), page]),
  ],
  ["SVG with a script", "logo.svg", imageBytes.svg],
  ["SVG with a script named .png", "logo.png", imageBytes.svg],
  [
    "GIF/JavaScript polyglot",
    "photo.png",
    Buffer.from("GIF89a/*\x00\x00*/=1;alert(1);//<script>alert(2)</script>", "latin1"),
  ],
  ["HTML behind a PDF line", "statement.pdf", Buffer.concat([Buffer.from("%PDF-1.4\n"), page])],
  ["an empty file", "empty.png", Buffer.alloc(0)],
  ["a PNG announcing 30000×30000 pixels", "bomb.png", pngAnnouncing(30_000, 30_000)],
];

/**
 * Names people use to reach the disk, fool a reader or break a header (a browser sends a name's
 * quotes and line breaks percent-encoded; the NUL, the override and the rest arrive as they are).
 */
export const trickyNames = [
  "evil\u0000.pdf",
  "invoice\u202Efdp.exe",
  "../../etc/passwd.pdf",
  "a.pdf.exe",
  `${"長い名前".repeat(80)}.pdf`,
  // Percent escapes and separators a header writer must not pass through as they are.
  "report%0D%0AX-Injected: yes; 100%.pdf",
];

/** A JPEG photo whose EXIF names the camera and holds a GPS position. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Secret Phone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "35/1 40/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "139/1 45/1 0/1",
      },
    })
    .toBuffer();
}
