import { AppError } from "./app-error";

/**
 * The object when the caller may see it; else 404, the answer for an id that does not exist, so
 * an id tells someone who may not see its object nothing (decision 024, as tickets do under 017).
 * Someone who sees an object but may not do what they ask gets 401 from the caller's own check.
 * `notFound` is the feature's own 404 when it words one (it must be the unknown id's answer).
 */
export function visibleOrNotFound<T>(
  object: T | undefined,
  maySee: (object: T) => boolean,
  notFound: () => AppError = AppError.notFound,
): T {
  if (object === undefined || !maySee(object)) throw notFound();
  return object;
}
