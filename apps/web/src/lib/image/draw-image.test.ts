import { describe, expect, it, vi } from "vitest";
import { drawImage, scaledSize } from "./draw-image";

describe("scaledSize", () => {
  it("keeps images that already fit", () => {
    expect(scaledSize(1024, 768, 1024)).toEqual({ width: 1024, height: 768 });
    expect(scaledSize(300, 200, 1024)).toEqual({ width: 300, height: 200 });
  });

  it("scales the longest side down to the limit, keeping the aspect ratio", () => {
    expect(scaledSize(4032, 3024, 1024)).toEqual({ width: 1024, height: 768 });
    expect(scaledSize(3024, 4032, 1024)).toEqual({ width: 768, height: 1024 });
    expect(scaledSize(2000, 2000, 600)).toEqual({ width: 600, height: 600 });
  });

  it("never rounds a side down to zero", () => {
    expect(scaledSize(10_000, 3, 1024)).toEqual({ width: 1024, height: 1 });
  });
});

describe("drawImage", () => {
  // jsdom has neither createImageBitmap nor a canvas: stand-ins record what the browser is asked.
  function stubBrowser() {
    const bitmap = { width: 4000, height: 3000, close: vi.fn() };
    const context = { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: "", imageSmoothingQuality: "low" };
    const convertToBlob = vi.fn(
      async ({ type }: { type: string; quality: number }) => new Blob(["x"], { type }),
    );
    const sizes: [number, number][] = [];
    class FakeOffscreenCanvas {
      constructor(width: number, height: number) {
        sizes.push([width, height]);
      }
      getContext = () => context;
      convertToBlob = convertToBlob;
    }
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => bitmap),
    );
    vi.stubGlobal("OffscreenCanvas", FakeOffscreenCanvas);
    return { bitmap, context, convertToBlob, sizes };
  }

  it("draws once at the scaled size on white and encodes at each quality asked", async () => {
    const { bitmap, context, convertToBlob, sizes } = stubBrowser();
    const file = new File(["x"], "a.png", { type: "image/png" });
    const drawn = await drawImage(file, 1024);

    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: "from-image" });
    expect(sizes).toEqual([[1024, 768]]);
    expect(context.fillStyle).toBe("#ffffff");
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1024, 768);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1024, 768);
    expect(bitmap.close).toHaveBeenCalledOnce();

    await drawn.encode("image/jpeg", 0.8);
    await drawn.encode("image/jpeg", 0.6);
    expect(convertToBlob.mock.calls).toEqual([
      [{ type: "image/jpeg", quality: 0.8 }],
      [{ type: "image/jpeg", quality: 0.6 }],
    ]);
    expect(context.drawImage).toHaveBeenCalledOnce();
  });

  it("releases the decoded bitmap when drawing fails", async () => {
    const { bitmap, context } = stubBrowser();
    context.drawImage.mockImplementation(() => {
      throw new Error("out of memory");
    });
    await expect(drawImage(new File(["x"], "a.jpg"), 1024)).rejects.toThrow("out of memory");
    expect(bitmap.close).toHaveBeenCalledOnce();
  });
});
