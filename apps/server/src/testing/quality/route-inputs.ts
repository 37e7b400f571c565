import type { RouteDefinition } from "@portal/contract/common/route";
import { routes } from "@portal/contract/routes";
import { zodValidatorCompiler } from "../../plugins/validation";
import type { Call } from "./call-checker";
import { type CallInput, jsonCall } from "./route-request";
import { fillSlot, sampleOf, stringSlots, textMembers, textSampleOf } from "./schema-inputs";

/** Every row of the route table, by `feature.name`. */
export const contractRoutes = Object.entries(routes).flatMap(([feature, group]) =>
  Object.entries(group as Record<string, RouteDefinition>).map(([name, route]) => ({
    key: `${feature}.${name}`,
    route,
  })),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON call of the route with this input. */
export const jsonCallOf = (key: string, route: RouteDefinition, input: CallInput): Call => ({
  key,
  route,
  build: (headers) => jsonCall(route, input, headers),
  input,
});

/** A valid input of the route: samples of its schemas, with the given values laid over them. */
export function validInputOf(route: RouteDefinition, given: CallInput = {}): CallInput {
  const input: CallInput = {};
  if (route.params) input.params = { ...textSampleOf(route.params), ...given.params };
  if (route.querystring) input.query = { ...textSampleOf(route.querystring), ...given.query };
  if (route.body) {
    const sample = sampleOf(route.body);
    input.body = isRecord(sample) && isRecord(given.body) ? { ...sample, ...given.body } : sample;
  }
  return input;
}

/** Parts of a call drawn from its schemas (anything at all), with given values laid over them. */
export function drawnInput(
  drawn: { params: unknown; query: unknown; body: unknown },
  given?: CallInput,
): CallInput {
  // Path parameters are always there (an empty one when drawn wrong); a query may be left out.
  return {
    params: { ...(isRecord(drawn.params) ? drawn.params : {}), ...given?.params },
    query: isRecord(drawn.query) ? { ...drawn.query, ...given?.query } : undefined,
    body: isRecord(drawn.body) && isRecord(given?.body) ? { ...drawn.body, ...given.body } : drawn.body,
  };
}

/** Whether the server's own validation refuses the input (it is then answered 400 unread). */
export function isRefused(route: RouteDefinition, input: CallInput): boolean {
  const parts = [
    ["params", route.params, input.params],
    ["querystring", route.querystring, input.query],
    ["body", route.body, input.body],
  ] as const;
  return parts.some(([httpPart, schema, data]) => {
    if (!schema) return false;
    const validate = zodValidatorCompiler({ schema, method: route.method, url: route.path, httpPart });
    return "error" in (validate(data) as object);
  });
}

/** A text position of a call, and how to put a string there. */
export interface InputSlot {
  id: string;
  isFreeText: boolean;
  /** An ISO date: it must also be refused out of its range. */
  isDate: boolean;
  fill: (input: CallInput, text: string) => CallInput;
}

/**
 * The text positions of a call: every path and query parameter (text on the wire, whatever the
 * schema makes of it), every place of the body that takes text, and every free record key.
 */
export function inputSlots(route: RouteDefinition, valid: CallInput): InputSlot[] {
  const members = (part: "params" | "query", schema: RouteDefinition["params"]) =>
    schema
      ? textMembers(schema).map(({ key, isFreeText, isDate }) => ({
          id: `${part}.${key}`,
          isFreeText,
          isDate,
          isKey: false,
          fill: (input: CallInput, text: string) => ({ ...input, [part]: { ...input[part], [key]: text } }),
        }))
      : [];
  const body = route.body
    ? stringSlots(route.body, valid.body).map((slot) => ({
        id: `body.${slot.path.join(".")}${slot.isKey ? ":key" : ""}`,
        isFreeText: slot.isFreeText,
        isDate: slot.isDate,
        isKey: slot.isKey,
        fill: (input: CallInput, text: string) => ({ ...input, body: fillSlot(input.body, slot, text) }),
      }))
    : [];
  // Record keys last: renaming a key first would move the value slots under it.
  return [...members("params", route.params), ...members("query", route.querystring), ...body].sort(
    (a, b) => Number(a.isKey) - Number(b.isKey),
  );
}
