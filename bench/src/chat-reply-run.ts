import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { ChatEvent, ChatForm, ChatResponseItem } from "@portal/contract/chatbot/chatbot.schema";
import type { Cleanup } from "./cleanup";
import { percentile } from "./realtime-measure";
import type { Goal } from "./realtime-results";
import { type Column, formatTable } from "./results-table";
import { startServer } from "./server-process";

/** send-message of the rule engine, server side included: p95 under this (the product's budget). */
export const chatReplyGoalMs = 30;

export type ChatMessageKind = "text" | "button" | "submit" | "cancel";

export interface ChatReplyResult {
  kind: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  goal?: Goal;
}

export interface ChatReplyReport {
  conversations: number;
  messages: number;
  results: ChatReplyResult[];
}

type Send = (
  kind: ChatMessageKind,
  message: { text?: string; event?: ChatEvent },
) => Promise<ChatResponseItem[]>;

const formOf = (items: ChatResponseItem[]): ChatForm | undefined =>
  [...items].reverse().find((item) => item.data?.form)?.data?.form ?? undefined;

/**
 * The conversations measured, each in a new session, each ending without a change to the data
 * (a refused submission, then cancel), so every round does the same work.
 */
const conversations: ((send: Send) => Promise<void>)[] = [
  async (send) => {
    await send("text", { text: "I want to create a new commuting ticket" });
    await send("text", { text: "from Shinjuku to Tokyo, 3 months, 12000 yen, starting December 1" });
    const form = formOf(await send("text", { text: "actually the amount is 15000 yen" }));
    if (form) {
      const values = { ...form.values, amount: 0 };
      await send("submit", { event: { event: "submit", revision: form.revision, values } });
    }
    await send("cancel", { event: { event: "cancel" } });
  },
  async (send) => {
    await send("button", { event: { event: "button", kind: "task", value: "workingAddress" } });
    await send("text", { text: "the new post code is 220-0012, from December 1" });
    await send("text", { text: "I want to create a new commuting ticket" });
    await send("text", { text: "let's go back" });
    await send("cancel", { event: { event: "cancel" } });
  },
  async (send) => {
    await send("text", { text: "hello" });
    await send("text", { text: "ticket" });
    await send("text", { text: "book a meeting room for tomorrow" });
    await send("text", { text: "help" });
  },
];

const demoUser = { userId: "employee1", password: "Portal#2026" };

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoUser),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== "string") {
    throw new Error(`sign-in as ${demoUser.userId} failed: ${response.status}`);
  }
  return body.access_token;
}

/**
 * Reply latency of the chat service (send-message, multipart, rules only) on the built server with
 * SQLite and the demo company: `rounds` times every conversation, one message after the other,
 * each timed from the request to the last byte of the answer; one round of warm-up first.
 */
export async function benchChatReplies(rounds: number, cleanup: Cleanup): Promise<ChatReplyReport> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-chat-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  // The rules are measured: a language model configured in the shell is not passed on.
  delete process.env.CHAT_LLM_URL;
  try {
    const server = await startServer({ dataDir, databaseKind: "sqlite" });
    const stopServer = cleanup.add("stop the chat bench server", server.stop);
    try {
      const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}`, module: "FES" };
      const timings = new Map<string, number[]>();
      for (let round = 0; round <= rounds; round++) {
        for (const conversation of conversations) {
          let sessionId = "";
          const send: Send = async (kind, message) => {
            const form = new FormData();
            form.set("message", message.text ?? "");
            form.set("data", message.event ? JSON.stringify(message.event) : "");
            form.set("questionType", message.event ? "json" : "text");
            form.set("sessionId", sessionId);
            const started = performance.now();
            const response = await fetch(`${server.baseUrl}/api/chatbot/send-message`, {
              method: "POST",
              headers,
              body: form,
            });
            const text = await response.text();
            const elapsed = performance.now() - started;
            if (!response.ok) throw new Error(`send-message answered ${response.status}: ${text}`);
            const items = JSON.parse(text) as ChatResponseItem[];
            sessionId = items.at(-1)?.sessionId ?? sessionId;
            if (round > 0) {
              for (const key of [kind, "all"]) {
                const list = timings.get(key) ?? [];
                list.push(elapsed);
                timings.set(key, list);
              }
            }
            return items;
          };
          await conversation(send);
        }
      }
      const summarise = (kind: string): ChatReplyResult => {
        const sorted = [...(timings.get(kind) ?? [])].sort((a, b) => a - b);
        return {
          kind,
          samples: sorted.length,
          p50Ms: percentile(sorted, 50),
          p95Ms: percentile(sorted, 95),
          maxMs: sorted.at(-1) ?? Number.NaN,
        };
      };
      const all = summarise("all");
      all.goal = { text: `p95 < ${chatReplyGoalMs} ms`, met: all.p95Ms < chatReplyGoalMs };
      const kinds: ChatMessageKind[] = ["text", "button", "submit", "cancel"];
      return {
        conversations: rounds * conversations.length,
        messages: all.samples,
        results: [all, ...kinds.map(summarise)],
      };
    } finally {
      await stopServer();
    }
  } finally {
    await removeDataDir();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(2));

const columns: Column<ChatReplyResult>[] = [
  { title: "message", numeric: false, cell: (row) => row.kind },
  { title: "samples", numeric: true, cell: (row) => String(row.samples) },
  { title: "p50 ms", numeric: true, cell: (row) => ms(row.p50Ms) },
  { title: "p95 ms", numeric: true, cell: (row) => ms(row.p95Ms) },
  { title: "max ms", numeric: true, cell: (row) => ms(row.maxMs) },
  { title: "goal", numeric: false, cell: (row) => row.goal?.text ?? "-" },
  { title: "result", numeric: false, cell: (row) => (row.goal ? (row.goal.met ? "pass" : "FAIL") : "-") },
];

export function formatChatReplyReport(report: ChatReplyReport): string {
  return [
    `Chat replies: send-message on the built server (SQLite, demo company, rules only), ${report.conversations} conversations, ${report.messages} messages one after the other; from the request to the answer's last byte`,
    "",
    formatTable(columns, report.results),
  ].join("\n");
}
