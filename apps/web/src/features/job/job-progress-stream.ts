import type { JobProgress } from "@portal/contract/realtime/realtime.events";

type Listener = (progress: JobProgress) => void;

const listeners = new Set<Listener>();
/** Runs started from this tab: their end is announced wherever the administrator is. */
const startedRuns = new Set<number>();
let watchJobs: (() => void) | null = null;

/**
 * How the mail hub is asked for OnJobProgress (its WatchJobs), set by the realtime service while
 * it runs. Asked at once when a screen is already listening.
 */
export function setJobWatcher(watch: (() => void) | null): void {
  watchJobs = watch;
  if (watch && listeners.size > 0) watch();
}

/** Whether a screen (the jobs page) is listening to the runs now. */
export function isWatchingJobs(): boolean {
  return listeners.size > 0;
}

/** Listens to every run's progress; the first listener asks the hub to send it. */
export function subscribeJobProgress(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) watchJobs?.();
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a pushed OnJobProgress to the listening screens. */
export function publishJobProgress(progress: JobProgress): void {
  for (const listener of [...listeners]) listener(progress);
}

/** Remembers a run this administrator started, so its end is announced to them. */
export function rememberStartedRun(runId: number): void {
  startedRuns.add(runId);
}

/** Whether this tab started the run; forgets it once it has finished. */
export function wasStartedHere(runId: number, finished: boolean): boolean {
  const started = startedRuns.has(runId);
  if (finished) startedRuns.delete(runId);
  return started;
}
