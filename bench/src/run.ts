import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchSettings, readBenchSettings, SettingsError } from "./bench-settings";
import { benchChatNlu, formatNluReport, type NluReport } from "./chat-nlu-run";
import { benchChatReplies, type ChatReplyReport, formatChatReplyReport } from "./chat-reply-run";
import { Cleanup } from "./cleanup";
import { benchOnDatabase, DatabaseUnavailableError, progress } from "./database-run";
import { errorMessage } from "./error-message";
import { formatQualityTable, missedQualityGoals, type QualityFigure } from "./quality";
import { qualityParts } from "./quality-parts";
import { formatRealtimeTables, missedGoals, type RealtimeResults } from "./realtime-results";
import { benchRealtime } from "./realtime-run";
import { describeMachine, formatResultsTable, type ScenarioResult } from "./results-table";

const resultsFile = fileURLToPath(new URL("../results/latest.json", import.meta.url));

const settings = readSettingsOrExit();
const cleanup = new Cleanup();
cleanup.exitOnSignals();

const results: ScenarioResult[] = [];
const realtime: RealtimeResults = { delivery: [], memory: [] };
const skipped: string[] = [];
const failures: string[] = [];

if (settings.parts.includes("http")) {
  for (const kind of settings.databases) {
    try {
      await benchOnDatabase(kind, settings, cleanup, (result) => results.push(result));
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        skipped.push(`${kind} skipped: ${error.message}`);
        progress(`${kind} skipped: ${error.message}`);
      } else {
        failures.push(`${kind} run failed: ${errorMessage(error)}`);
        progress(`${kind} run failed: ${errorMessage(error)}`);
      }
    }
  }
  await cleanup.runAll();
}

if (settings.parts.includes("realtime")) {
  try {
    await benchRealtime(settings.realtime, settings.postgresAdminUrl, cleanup, {
      delivery: (result) => realtime.delivery.push(result),
      memory: (result) => realtime.memory.push(result),
      failure: (message) => failures.push(`realtime: ${message}`),
      skipped: (message) => {
        skipped.push(message);
        progress(message);
      },
    });
  } catch (error) {
    const message = `realtime ${error instanceof DatabaseUnavailableError ? "skipped" : "run failed"}: ${errorMessage(error)}`;
    (error instanceof DatabaseUnavailableError ? skipped : failures).push(message);
    progress(message);
  }
  await cleanup.runAll();
}

let nlu: NluReport | undefined;
if (settings.parts.includes("nlu")) {
  try {
    progress(`chat NLU: ${settings.nluIterations} passes over the labelled phrases`);
    nlu = await benchChatNlu(settings.nluIterations);
  } catch (error) {
    failures.push(`chat NLU run failed: ${errorMessage(error)}`);
    progress(`chat NLU run failed: ${errorMessage(error)}`);
  }
}

let chat: ChatReplyReport | undefined;
if (settings.parts.includes("chat")) {
  try {
    progress(`chat replies: ${settings.chatRounds} rounds of conversations through send-message`);
    chat = await benchChatReplies(settings.chatRounds, cleanup);
  } catch (error) {
    failures.push(`chat replies run failed: ${errorMessage(error)}`);
    progress(`chat replies run failed: ${errorMessage(error)}`);
  }
  await cleanup.runAll();
}

const quality: QualityFigure[] = [];
for (const part of qualityParts) {
  if (!settings.parts.includes(part.name)) continue;
  try {
    progress(`${part.name}: ${part.describe(settings)}`);
    await part.run(settings, cleanup, (figure) => quality.push(figure));
  } catch (error) {
    const message = `${part.name} ${error instanceof DatabaseUnavailableError ? "skipped" : "run failed"}: ${errorMessage(error)}`;
    (error instanceof DatabaseUnavailableError ? skipped : failures).push(message);
    progress(message);
  }
  await cleanup.runAll();
}

// Figures from a run with failed requests measure error handling, not the endpoint.
for (const result of results) {
  if (result.non2xx > 0 || result.errors > 0) {
    failures.push(
      `${result.database} ${result.scenario}: ${result.non2xx} non-2xx responses, ${result.errors} errors`,
    );
  }
}

const machine = describeMachine();
const { sockets, broadcastRounds, directMessages } = settings.realtime;
console.log(
  [
    "",
    `Node ${machine.node} on ${machine.platform}`,
    `CPU: ${machine.cpuCount} × ${machine.cpuModel}`,
    ...(settings.parts.includes("http")
      ? [
          `Load: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s warm-up`,
          "",
          results.length > 0 ? formatResultsTable(results) : "(no results)",
        ]
      : []),
    ...(settings.parts.includes("realtime")
      ? [
          "",
          `Realtime: PostgreSQL, ${sockets} websocket sockets on /employeeService (one per employee, all in the bench process), ${broadcastRounds} broadcasts, ${directMessages} single-user messages; latency from just before the POST to OnNotification`,
          "",
          formatRealtimeTables(realtime),
          ...missedGoals(realtime).map((line) => `\nGoal missed: ${line}`),
        ]
      : []),
    ...(nlu
      ? [
          "",
          formatNluReport(nlu),
          ...nlu.results
            .filter((row) => row.goal && !row.goal.met)
            .map(
              (row) =>
                `\nGoal missed: chat NLU ${row.step}: ${row.goal?.text} (p99 ${row.p99Ms.toFixed(3)} ms)`,
            ),
        ]
      : []),
    ...(chat
      ? [
          "",
          formatChatReplyReport(chat),
          ...chat.results
            .filter((row) => row.goal && !row.goal.met)
            .map((row) => `\nGoal missed: chat replies: ${row.goal?.text} (p95 ${row.p95Ms.toFixed(2)} ms)`),
        ]
      : []),
    ...(quality.length > 0
      ? [
          "",
          "Quality figures",
          "",
          formatQualityTable(quality),
          ...missedQualityGoals(quality).map((line) => `\nGoal missed: ${line}`),
        ]
      : []),
    ...skipped.map((line) => `\nNote: ${line}`),
    ...failures.map((line) => `\nFAILED: ${line}`),
  ].join("\n"),
);

// The admin URL is left out: it may carry a password; so may the Redis URL.
const {
  postgresAdminUrl: _adminUrl,
  realtime: { redisUrl: _redisUrl, ...realtimeSettings },
  ...recordedSettings
} = settings;
const report = {
  date: new Date().toISOString(),
  machine,
  settings: { ...recordedSettings, realtime: realtimeSettings },
  results,
  realtime,
  nlu,
  chat,
  quality,
  skipped,
  failures,
};
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
progress(`results written to ${resultsFile}`);

if (failures.length > 0) process.exitCode = 1;

function readSettingsOrExit(): BenchSettings {
  try {
    return readBenchSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[bench] ${error.message}`);
    process.exit(2);
  }
}
