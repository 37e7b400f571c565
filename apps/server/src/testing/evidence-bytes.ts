import { randomBytes } from "node:crypto";
import { imageBytes } from "./upload";

/** The first bytes of each evidence kind, enough for the server's type check, and padding. */
export const evidenceBytes = {
  ...imageBytes,
  pdf: Buffer.concat([
    Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
    randomBytes(64),
    Buffer.from("\n%%EOF\n"),
  ]),
  // An ftyp box: size 0x1c, "ftyp", major brand, minor version, compatible brands.
  heic: Buffer.concat([
    Buffer.from("0000001c667479706865696300000000", "hex"),
    Buffer.from("mif1heic"),
    randomBytes(64),
  ]),
  heif: Buffer.concat([
    Buffer.from("0000001c667479706d69663100000000", "hex"),
    Buffer.from("mif1heic"),
    randomBytes(64),
  ]),
  exe: Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000", "hex"), randomBytes(64)]),
  elf: Buffer.concat([Buffer.from("7f454c46020101000000000000000000", "hex"), randomBytes(64)]),
  mp4: Buffer.concat([Buffer.from("00000018667479706d703432", "hex"), randomBytes(64)]),
};
