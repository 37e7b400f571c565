/** One operation of an OpenAPI document, as the API reference lists it. */
export interface ApiOperationEntry {
  id: string;
  group: string;
  method: string;
  path: string;
  isPublic: boolean;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody: { contentType: string; schema: unknown } | undefined;
  responses: { status: string; description: string; schema: unknown }[];
}

interface RawOperation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: ApiOperationEntry["parameters"];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/** The operations of the document, in its order, found by `search` (path, id or group). */
export function operationsOf(document: Record<string, unknown>, search = ""): ApiOperationEntry[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, RawOperation>>;
  const wanted = search.trim().toLowerCase();
  const entries = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): ApiOperationEntry => {
      const [contentType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        id: operation.operationId ?? `${method} ${path}`,
        group: operation.tags?.[0] ?? "",
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        parameters: operation.parameters ?? [],
        requestBody: contentType ? { contentType, schema: body?.schema } : undefined,
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status,
          description: response.description ?? "",
          schema: Object.values(response.content ?? {})[0]?.schema,
        })),
      };
    }),
  );
  if (!wanted) return entries;
  return entries.filter((entry) =>
    [entry.path, entry.id, entry.group, entry.method].some((text) => text.toLowerCase().includes(wanted)),
  );
}
