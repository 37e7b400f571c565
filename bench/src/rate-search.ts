import type { RateResult } from "./load-driver";

export interface RateSearchOptions {
  /** The first rate tried (requests a second). */
  startRate: number;
  /** p99 must stay under this (ms). */
  p99LimitMs: number;
  /** Most steps, doubling and bisecting together: bounds the time (steps × step seconds). */
  maxSteps: number;
  /** Never tried above this rate. */
  ceiling: number;
}

export interface RateSearchResult {
  /** The highest rate that held (0: not even the first). */
  bestRate: number;
  best?: RateResult;
  steps: RateResult[];
}

/** A step holds when every request got a 2xx in time and the answers kept up with the rate. */
export function holds(result: RateResult, p99LimitMs: number): boolean {
  return (
    result.failed === 0 &&
    result.errors === 0 &&
    result.p99Ms < p99LimitMs &&
    result.achievedRate >= 0.95 * result.targetRate
  );
}

/**
 * The highest fixed rate whose p99 stays under the limit: doubling from the start rate until a step
 * fails, then halving the gap between the best rate that held and the lowest that failed, until the
 * steps run out or the gap is under 5 %.
 */
export async function searchHighestRate(
  probe: (rate: number) => Promise<RateResult>,
  options: RateSearchOptions,
  onStep: (result: RateResult, held: boolean) => void = () => {},
): Promise<RateSearchResult> {
  const steps: RateResult[] = [];
  let best: RateResult | undefined;
  let failedAt: number | undefined;
  let rate = options.startRate;
  while (steps.length < options.maxSteps) {
    const result = await probe(rate);
    steps.push(result);
    const held = holds(result, options.p99LimitMs);
    onStep(result, held);
    if (held) best = result;
    else failedAt = Math.min(failedAt ?? rate, rate);
    const low = best?.targetRate ?? 0;
    if (failedAt === undefined) {
      if (rate >= options.ceiling) break;
      rate = Math.min(options.ceiling, rate * 2);
    } else {
      if (failedAt - low <= Math.max(10, 0.05 * failedAt)) break;
      rate = Math.round((low + failedAt) / 2);
    }
  }
  return { bestRate: best?.targetRate ?? 0, ...(best && { best }), steps };
}
