import { chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import { z } from "zod";
import type { Config } from "../../../config/env";
import { flows } from "../flows/flows";
import { type TextCommand, textCommandSchema } from "./chat-commands";
import type { ChatContext } from "./chat-context";
import { topFrame } from "./chat-state";

export type LlmConfig = NonNullable<Config["chatbot"]["llm"]>;

/** The provider's answer is given this long; after it, the rules answer. */
export const llmTimeoutMs = 3000;

const answerSchema = z.object({ commands: z.array(textCommandSchema).min(1).max(10) });

/** The OpenAI-compatible reply: the first choice's message content. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const instructions = `You read one message of an employee to Navi, the chat assistant of an employee portal in Japan, and
answer ONLY a JSON object {"commands": [...]} saying what the message asks for. You never perform anything.
Commands:
- {"type":"startTask","task":T} with T one of ${chatTaskNames.join(", ")}
- {"type":"setField","field":F,"value":V} or {"type":"correctField","field":F,"value":V} (a field that had
  another value) for fields of the task in progress or the task just started; dates as YYYY-MM-DD, amounts
  and months as numbers
- {"type":"cancel"}, {"type":"help"}, {"type":"menu"}, {"type":"resume"} (go back to an interrupted task)
- {"type":"clarify","candidates":[T,...]} when unsure which task
- {"type":"smallTalk","kind":"greeting"|"thanks"}, {"type":"noMatch"} when nothing applies`;

/** What the model is told about the conversation: today, the task in progress and its form. */
function stateSummary(ctx: ChatContext) {
  const frame = topFrame(ctx.state);
  return {
    today: ctx.today,
    language: ctx.language,
    taskInProgress: frame?.task ?? null,
    interruptedTasks: ctx.state.stack.slice(0, -1).map((waiting) => waiting.task),
    form: frame?.step === "form" ? frame.values : null,
    fields: Object.fromEntries(chatTaskNames.map((task) => [task, Object.values(flows[task].slotFields)])),
  };
}

/**
 * The optional language-model provider: the message and the conversation's summary go to an
 * OpenAI-compatible /chat/completions endpoint, which answers commands as JSON. Its answer is only
 * used when it is valid; any failure (HTTP error, time-out, malformed output) answers undefined
 * and the rules take over.
 */
export async function interpretByLlm(
  llm: LlmConfig,
  ctx: ChatContext,
  text: string,
  log: { warn: (details: object, message: string) => void },
): Promise<TextCommand[] | undefined> {
  try {
    const response = await fetch(`${llm.url.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(llm.key && { authorization: `Bearer ${llm.key}` }),
      },
      body: JSON.stringify({
        ...(llm.model && { model: llm.model }),
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: instructions },
          { role: "user", content: JSON.stringify({ conversation: stateSummary(ctx), message: text }) },
        ],
      }),
      signal: AbortSignal.timeout(llmTimeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const completion = completionSchema.parse(await response.json());
    const content = completion.choices[0]?.message.content ?? "";
    return answerSchema.parse(JSON.parse(content)).commands;
  } catch (error) {
    log.warn({ err: error }, "chat language model not used; the rules answer");
    return undefined;
  }
}
