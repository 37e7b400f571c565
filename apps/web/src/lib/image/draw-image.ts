/** A picture decoded and drawn at its final size, ready to encode at any quality. */
export interface DrawnImage {
  encode(type: string, quality: number): Promise<Blob>;
  close(): void;
}

/** Decodes `file` and draws it with its longest side at most `maxSide` px (the canvas step). */
export type DrawImage = (file: Blob, maxSide: number) => Promise<DrawnImage>;

/** Width and height scaled so the longest side is at most `maxSide`, keeping the aspect ratio. */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(context: Context2D | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error("This browser cannot draw on a canvas");
  // JPEG has no transparency: transparent PNG areas become white, not black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("Canvas encoding failed"))),
      type,
      quality,
    );
  });
}

/**
 * The browser's canvas step of compressImage: decodes with createImageBitmap (EXIF orientation
 * applied), draws once at the scaled size on an OffscreenCanvas (a <canvas> where there is none)
 * and encodes that drawing at each quality asked for.
 */
export const drawImage: DrawImage = async (file, maxSide) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height } = scaledSize(bitmap.width, bitmap.height, maxSide);
  try {
    if (typeof OffscreenCanvas !== "undefined") {
      const canvas = new OffscreenCanvas(width, height);
      paint(canvas.getContext("2d"), bitmap, width, height);
      return { encode: (type, quality) => canvas.convertToBlob({ type, quality }), close: () => {} };
    }
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    paint(canvas.getContext("2d"), bitmap, width, height);
    return {
      encode: (type, quality) => canvasToBlob(canvas, type, quality),
      close: () => {
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  } finally {
    bitmap.close();
  }
};
