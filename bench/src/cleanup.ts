import { errorMessage } from "./error-message";

type Task = () => Promise<void> | void;

interface Entry {
  label: string;
  run: () => Promise<void>;
}

/**
 * Cleanup steps (stop the server, drop the database, remove the temp dir) must run on the normal
 * path and on Ctrl-C alike. Each registered step runs at most once, whichever path gets there first.
 */
export class Cleanup {
  readonly #entries: Entry[] = [];

  /** Registers a step; the returned function runs it now (later calls reuse the same run). */
  add(label: string, task: Task): () => Promise<void> {
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= Promise.resolve().then(task);
      return running;
    };
    this.#entries.push({ label, run });
    return run;
  }

  /** Runs every step not yet run, newest first; one failing step does not skip the others. */
  async runAll(): Promise<void> {
    for (const { label, run } of [...this.#entries].reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`Cleanup "${label}" failed: ${errorMessage(error)}`);
      }
    }
  }

  /** On SIGINT/SIGTERM: clean up, then exit. A second signal exits at once. */
  exitOnSignals(): void {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      // Conventional exit status for death by signal: 128 + signal number.
      const exitCode = signal === "SIGINT" ? 130 : 143;
      process.once(signal, () => {
        console.error(`\n${signal} received: cleaning up (send it again to exit at once)`);
        process.once(signal, () => process.exit(exitCode));
        void this.runAll().finally(() => process.exit(exitCode));
      });
    }
  }
}
