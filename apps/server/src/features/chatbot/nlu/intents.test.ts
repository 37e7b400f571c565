import { describe, expect, it } from "vitest";
import type { Intent, IntentPhrase } from "./intent.types";
import { intentPhrases } from "./intent-phrases";
import { holdoutIntentPhrases } from "./intent-phrases.holdout";
import { detectIntent, IntentThresholds } from "./intents";

/** What the engine does with a message: the intent from `ask` up, else nothing (the task menu). */
function understood(phrase: IntentPhrase): Intent | null {
  const result = detectIntent(phrase.text, phrase.language);
  return result.confidence >= IntentThresholds.ask ? result.intent : null;
}

function accuracy(name: string, phrases: readonly IntentPhrase[]): number {
  const misses = phrases.filter((phrase) => understood(phrase) !== phrase.intent);
  const hits = phrases.length - misses.length;
  const share = hits / phrases.length;
  console.log(`Navi intent accuracy${name}: ${(share * 100).toFixed(1)}% (${hits}/${phrases.length})`);
  for (const miss of misses) {
    console.log(
      `  missed [${miss.language}] "${miss.text}": wanted ${miss.intent}, read ${understood(miss)}`,
    );
  }
  return share;
}

describe("intent accuracy", () => {
  it("reads the labelled phrases right (at least 95%)", () => {
    expect(accuracy("", intentPhrases)).toBeGreaterThanOrEqual(0.95);
  });

  it("reads held-out phrases, never used to tune the rules, right (at least 85%)", () => {
    expect(accuracy(" (held-out)", holdoutIntentPhrases)).toBeGreaterThanOrEqual(0.85);
  });

  it("covers every task and chat intent in every language, and phrases of no intent", () => {
    const intents: (Intent | null)[] = [
      "createTicket",
      "createTicket6Months",
      "continueTicket",
      "uploadEvidence",
      "refundTicket",
      "refundFull",
      "refundCancel",
      "workingAddress",
      "help",
      "cancel",
      "greeting",
      "thanks",
      "menu",
      null,
    ];
    for (const language of ["en", "ja", "vi"] as const) {
      const covered = new Set(intentPhrases.filter((p) => p.language === language).map((p) => p.intent));
      expect([...covered].sort()).toEqual([...intents].sort());
    }
    expect(intentPhrases.length).toBeGreaterThanOrEqual(170);
    expect(intentPhrases.filter((p) => p.intent === null).length).toBeGreaterThanOrEqual(20);
  });
});

describe("detectIntent", () => {
  it("starts a task named with its object", () => {
    const result = detectIntent("I want to renew my commuter pass", "en");
    expect(result.intent).toBe("continueTicket");
    expect(result.confidence).toBeGreaterThanOrEqual(IntentThresholds.act);
  });

  it("reads 'cancel my pass' as a refund, 'cancel' alone as leaving the task", () => {
    expect(detectIntent("cancel my pass", "en").intent).toBe("refundTicket");
    expect(detectIntent("cancel", "en").intent).toBe("cancel");
    expect(detectIntent("定期をキャンセル", "ja").intent).toBe("refundTicket");
    expect(detectIntent("キャンセル", "ja").intent).toBe("cancel");
    expect(detectIntent("hủy vé", "vi").intent).toBe("refundTicket");
    expect(detectIntent("hủy", "vi").intent).toBe("cancel");
  });

  it("tells stopping the renewal from renewing", () => {
    expect(detectIntent("don't renew my pass", "en").intent).toBe("refundCancel");
    expect(detectIntent("renew my pass", "en").intent).toBe("continueTicket");
    expect(detectIntent("更新しないでください", "ja").intent).toBe("refundCancel");
    expect(detectIntent("không gia hạn nữa", "vi").intent).toBe("refundCancel");
  });

  it("asks which pass task is meant when only the pass is named, best first, at most three", () => {
    const result = detectIntent("定期券", "ja");
    expect(result.confidence).toBeGreaterThanOrEqual(IntentThresholds.ask);
    expect(result.confidence).toBeLessThan(IntentThresholds.act);
    expect(result.alternatives).toEqual(["createTicket", "continueTicket", "refundTicket"]);
  });

  it("gives no intent and no alternatives to a message about something else", () => {
    expect(detectIntent("I want to apply for paid leave", "en")).toEqual({
      intent: null,
      confidence: 0,
      alternatives: [],
    });
    expect(detectIntent("", "en").intent).toBeNull();
    expect(detectIntent("6650", "ja").intent).toBeNull();
  });

  it("reads a message written in another language than the chat's", () => {
    expect(detectIntent("定期を継続したい", "en").intent).toBe("continueTicket");
    expect(detectIntent("gia hạn vé tháng", "ja").intent).toBe("continueTicket");
  });

  it("corrects typos of the words it looks for", () => {
    expect(detectIntent("renwe my comuter pass", "en").intent).toBe("continueTicket");
    expect(detectIntent("upload the reciept", "en").intent).toBe("uploadEvidence");
  });

  it("puts a task before the greeting or thanks around it", () => {
    expect(detectIntent("hi! I need a new commuter pass", "en").intent).toBe("createTicket");
    expect(detectIntent("こんにちは。定期の払い戻しをしたいです", "ja").intent).toBe("refundTicket");
  });
});
