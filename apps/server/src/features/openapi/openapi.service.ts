import { openApiDocument } from "@portal/contract/openapi/openapi-document";
import pkg from "../../../package.json" with { type: "json" };
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";

/** Built on first call, then kept: the route table does not change while the process runs. */
let document: Record<string, unknown> | undefined;

/** The OpenAPI document of the whole API, for administrators. */
export async function getOpenApiDocument(
  deps: AppDeps,
  session: SessionClaims,
): Promise<Record<string, unknown>> {
  await requireRole(deps, session.employeeId, "administrator");
  document ??= openApiDocument(pkg.version);
  return document;
}
