import { concurrencyPart } from "./concurrency-run";
import { durabilityPart } from "./durability-run";
import { frontendPart } from "./frontend-run";
import { loadPart } from "./load-run";
import type { QualityPart } from "./quality";
import { scalePart } from "./scale-run";
import { uploadPart } from "./upload-run";

/** The long quality runs, in the order they run (each part's module adds itself here). */
export const qualityParts: QualityPart[] = [
  loadPart,
  scalePart,
  durabilityPart,
  concurrencyPart,
  frontendPart,
  uploadPart,
];
