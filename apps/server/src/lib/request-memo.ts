import { AsyncLocalStorage } from "node:async_hooks";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * What one request has read about who is asking (their roles, their delegations), kept for the
 * rest of that request so that each is read once however many checks need it. A request that
 * writes anything forgets all of it (see `forgetOnWrites`), so nothing read before a change is
 * used after it. Outside a request (jobs, scripts, the hubs) nothing is kept.
 */
const memos = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` (a request, and all it starts) with a memo of its own. */
export function runWithRequestMemo<T>(work: () => T): T {
  return memos.run(new Map(), work);
}

/** The value under `key` read once per request: `load` runs on the first call, later calls share it. */
export function rememberForRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.getStore();
  if (!memo) return load();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  memo.set(key, loading);
  // A failed read is not kept: the next check reads again.
  loading.catch(() => memo.delete(key));
  return loading;
}

/** Forgets what the current request has kept. */
export function forgetRequestMemo(): void {
  memos.getStore()?.clear();
}

const readOnly = /^\s*select\b/i;

/** Whether a statement may change data: anything but a plain select. */
function mayWrite(node: RootOperationNode): boolean {
  if (node.kind === "SelectQueryNode") return false;
  if (node.kind === "RawNode") return !readOnly.test(node.sqlFragments[0] ?? "");
  return true;
}

/** A Kysely plugin that forgets the request's memo whenever a statement that may write runs. */
export const forgetOnWrites: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (mayWrite(node)) forgetRequestMemo();
    return node;
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};
