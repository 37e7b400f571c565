import { defineProject, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: "web",
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      setupFiles: ["./src/test/setup.ts"],
      // One jsdom and one module graph per worker for all its files (under a third of the time a
      // fresh one per file takes): test/setup.ts puts back after each test what a test may leave
      // behind.
      isolate: false,
      // CI runs the other parts beside this one on two cores, where a form test typing into several
      // fields takes ten times as long as alone: a slow render is not a failure.
      testTimeout: 30_000,
    },
  }),
);
