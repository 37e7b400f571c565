import { vi } from "vitest";

/**
 * jsdom has neither createImageBitmap nor a canvas: stand-ins for the browser's, whose drawing of
 * any picture encodes to the 5 bytes "small".
 */
export function stubCanvas() {
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width: 4000, height: 3000, close: () => {} })),
  );
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      getContext = () => ({ fillRect: () => {}, drawImage: () => {} });
      convertToBlob = async ({ type }: { type: string }) => new Blob(["small"], { type });
    },
  );
}
