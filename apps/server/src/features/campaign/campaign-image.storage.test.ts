import { describe, expect, it } from "vitest";
import { imageBytes } from "../../testing/upload";
import { detectImageType, imageFileOf, imagePath } from "./campaign-image.storage";

describe("campaign image storage", () => {
  it("tells PNG, JPEG and WebP by their first bytes, and nothing else", () => {
    expect(detectImageType(imageBytes.png)).toBe("png");
    expect(detectImageType(imageBytes.jpg)).toBe("jpg");
    expect(detectImageType(imageBytes.webp)).toBe("webp");
    for (const other of [
      imageBytes.gif,
      imageBytes.svg,
      imageBytes.html,
      Buffer.alloc(0),
      Buffer.from("RIFF"),
    ]) {
      expect(detectImageType(other)).toBeUndefined();
    }
  });

  it("resolves only names the server generates, inside the uploads folder", () => {
    expect(imagePath("/data", "0123456789abcdef0123456789abcdef.png")).toBe(
      "/data/uploads/campaigns/0123456789abcdef0123456789abcdef.png",
    );
    for (const name of ["../secrets/token-secret", "x.png", "0123456789abcdef0123456789abcdef.svg", ""]) {
      expect(imagePath("/data", name)).toBeUndefined();
    }
  });

  it("finds the stored file of an uploaded image's URL, not of a demo asset", () => {
    expect(imageFileOf("/api/campaigns/images/0123456789abcdef0123456789abcdef.webp")).toBe(
      "0123456789abcdef0123456789abcdef.webp",
    );
    expect(imageFileOf("/campaigns/demo-wellness.svg")).toBeUndefined();
  });
});
