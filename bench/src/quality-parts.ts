import type { QualityPart } from "./quality";

/** The long quality runs, in the order they run (each part's module adds itself here). */
export const qualityParts: QualityPart[] = [];
