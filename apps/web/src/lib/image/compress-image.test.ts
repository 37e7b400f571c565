import { describe, expect, it, vi } from "vitest";
import {
  clampMaxSide,
  clampTargetBytes,
  compressImage,
  fileExtension,
  qualitySteps,
  shouldCompress,
} from "./compress-image";
import type { DrawImage } from "./draw-image";

const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them all. */
function fileOf(name: string, size: number, type = "image/jpeg"): File {
  const file = new File(["x"], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** A canvas step whose encoding at quality q weighs sizeAt(q) bytes. */
function fakeDraw(sizeAt: (quality: number) => number, type = "image/jpeg") {
  const close = vi.fn();
  const encode = vi.fn(async (_type: string, quality: number) => {
    // The content names the quality, so a test can tell which encoding was kept.
    const blob = new Blob([`q${quality}`], { type });
    Object.defineProperty(blob, "size", { value: sizeAt(quality) });
    return blob;
  });
  const draw = vi.fn<DrawImage>(async () => ({ encode, close }));
  return { draw, encode, close };
}

describe("shouldCompress", () => {
  it("compresses the listed image types only when over 5,242,880 bytes", () => {
    for (const name of ["a.jpg", "a.jpeg", "a.png", "a.jfif", "a.heif", "a.heic", "A.JPG", "IMG.0001.HeIc"]) {
      expect({ name, over: shouldCompress(fileOf(name, 5_242_881)) }).toEqual({ name, over: true });
      expect({ name, at: shouldCompress(fileOf(name, 5_242_880)) }).toEqual({ name, at: false });
    }
  });

  it("never compresses PDFs, WebP, GIFs or names without an extension", () => {
    for (const name of ["a.pdf", "a.webp", "a.gif", "jpg", "a.jpg.pdf"]) {
      expect({ name, result: shouldCompress(fileOf(name, 50 * MB)) }).toEqual({ name, result: false });
    }
  });
});

describe("fileExtension", () => {
  it("reads the last extension in lower case", () => {
    expect(fileExtension("photo.JPEG")).toBe("jpeg");
    expect(fileExtension("archive.tar.gz")).toBe("gz");
    expect(fileExtension("README")).toBe("");
  });
});

describe("clampMaxSide", () => {
  it("caps the longest side at 1024 px and honours smaller requests", () => {
    expect(clampMaxSide()).toBe(1024);
    expect(clampMaxSide(800)).toBe(800);
    expect(clampMaxSide(640.7)).toBe(640);
    expect(clampMaxSide(4096)).toBe(1024);
  });

  it("ignores requests that make no sense", () => {
    for (const bad of [0, -5, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(clampMaxSide(bad)).toBe(1024);
  });
});

describe("clampTargetBytes", () => {
  it("targets 1 MB by default and at most 5 MB", () => {
    expect(clampTargetBytes()).toBe(MB);
    expect(clampTargetBytes(2)).toBe(2 * MB);
    expect(clampTargetBytes(0.5)).toBe(MB / 2);
    expect(clampTargetBytes(5)).toBe(5_242_880);
    expect(clampTargetBytes(12)).toBe(5_242_880);
  });

  it("falls back to 1 MB for requests that make no sense", () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(clampTargetBytes(bad)).toBe(MB);
  });
});

describe("compressImage", () => {
  it("returns PDFs, SVGs and GIFs untouched without drawing them", async () => {
    const { draw } = fakeDraw(() => 1);
    const pdf = fileOf("evidence.pdf", 8 * MB, "application/pdf");
    expect(await compressImage(pdf, {}, draw)).toBe(pdf);
    const svg = fileOf("logo.svg", 8 * MB, "image/svg+xml");
    expect(await compressImage(svg, {}, draw)).toBe(svg);
    const gif = fileOf("anim.gif", 8 * MB, "image/gif");
    expect(await compressImage(gif, {}, draw)).toBe(gif);
    expect(draw).not.toHaveBeenCalled();
  });

  it("returns an image already under the target untouched", async () => {
    const { draw } = fakeDraw(() => 1);
    const small = fileOf("small.jpg", MB);
    expect(await compressImage(small, {}, draw)).toBe(small);
    const medium = fileOf("medium.jpg", 3 * MB);
    expect(await compressImage(medium, { targetMb: 3 }, draw)).toBe(medium);
    expect(draw).not.toHaveBeenCalled();
  });

  it("draws at the capped longest side and lowers quality until under the target", async () => {
    const { draw, encode, close } = fakeDraw((quality) => (quality > 0.6 ? 2 * MB : 0.9 * MB));
    const photo = fileOf("IMG_0001.png", 8 * MB, "image/png");
    const result = await compressImage(photo, { maxSide: 2000 }, draw);

    expect(draw).toHaveBeenCalledWith(photo, 1024);
    expect(encode.mock.calls.map(([type, quality]) => [type, quality])).toEqual([
      ["image/jpeg", 0.92],
      ["image/jpeg", 0.85],
      ["image/jpeg", 0.75],
      ["image/jpeg", 0.65],
      ["image/jpeg", 0.55],
    ]);
    expect(close).toHaveBeenCalledOnce();
    expect(result).not.toBe(photo);
    expect(await result.text()).toBe("q0.55");
    expect(result.name).toBe("IMG_0001.jpg");
    expect(result.type).toBe("image/jpeg");
    expect(result.lastModified).toBe(photo.lastModified);
  });

  it("stops at the first quality that fits", async () => {
    const { encode } = fakeDraw(() => MB / 2);
    const { draw } = { draw: vi.fn<DrawImage>(async () => ({ encode, close: () => {} })) };
    await compressImage(fileOf("a.jpg", 6 * MB), {}, draw);
    expect(encode).toHaveBeenCalledOnce();
  });

  it("honours a larger target (up to 5 MB) and a smaller side", async () => {
    const { draw, encode } = fakeDraw((quality) => (quality > 0.8 ? 4 * MB : 2.5 * MB));
    const result = await compressImage(fileOf("scan.heic", 9 * MB, ""), { targetMb: 3, maxSide: 600 }, draw);
    expect(draw).toHaveBeenCalledWith(expect.any(File), 600);
    expect(encode).toHaveBeenCalledTimes(3);
    expect(result.name).toBe("scan.jpg");
  });

  it("encodes WebP when asked, and names the file by what the browser produced", async () => {
    const webp = fakeDraw(() => MB / 2, "image/webp");
    const asWebp = await compressImage(fileOf("a.jpg", 6 * MB), { type: "image/webp" }, webp.draw);
    expect(webp.encode).toHaveBeenCalledWith("image/webp", qualitySteps[0]);
    expect(asWebp.name).toBe("a.webp");

    const fallback = fakeDraw(() => MB / 2, "image/png");
    const asPng = await compressImage(fileOf("b.jpg", 6 * MB), { type: "image/webp" }, fallback.draw);
    expect(asPng).toMatchObject({ name: "b.png", type: "image/png" });
  });

  it("returns the smallest result when no quality reaches the target", async () => {
    const { draw, encode } = fakeDraw((quality) => Math.round(quality * 8 * MB));
    const result = await compressImage(fileOf("huge.jpg", 20 * MB), {}, draw);
    expect(encode).toHaveBeenCalledTimes(qualitySteps.length);
    expect(await result.text()).toBe("q0.15");
  });

  it("keeps the original when the result would not be smaller", async () => {
    const { draw, close } = fakeDraw(() => 7 * MB);
    const photo = fileOf("a.jpg", 6 * MB);
    expect(await compressImage(photo, {}, draw)).toBe(photo);
    expect(close).toHaveBeenCalledOnce();
  });

  it("keeps the original when the browser cannot decode it (HEIC outside Safari)", async () => {
    const draw = vi.fn<DrawImage>(async () => {
      throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    });
    const photo = fileOf("a.heic", 6 * MB, "image/heic");
    expect(await compressImage(photo, {}, draw)).toBe(photo);
  });

  it("releases the drawing when encoding fails", async () => {
    const close = vi.fn();
    const draw = vi.fn<DrawImage>(async () => ({
      encode: () => Promise.reject(new Error("encoder crashed")),
      close,
    }));
    await expect(compressImage(fileOf("a.jpg", 6 * MB), {}, draw)).rejects.toThrow("encoder crashed");
    expect(close).toHaveBeenCalledOnce();
  });
});
