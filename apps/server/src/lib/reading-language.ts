import { AsyncLocalStorage } from "node:async_hooks";
import type { AppLanguage } from "@portal/contract/common/culture";

/**
 * The language of whoever will read what is being worked out: the request's language inside a
 * request (set by the request-language plugin), English outside one (jobs, scripts, the hubs,
 * which choose each reader's language themselves where they write text).
 */
const readingLanguages = new AsyncLocalStorage<AppLanguage>();

/** Runs `work` (a request, and all it starts) for a reader of the given language. */
export function runForReader<T>(language: AppLanguage, work: () => T): T {
  return readingLanguages.run(language, work);
}

/** The current reader's language. */
export function readingLanguage(): AppLanguage {
  return readingLanguages.getStore() ?? "en";
}
