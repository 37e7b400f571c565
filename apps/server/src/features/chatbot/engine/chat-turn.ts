import type { ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";
import { type ChatReply, textReply } from "./chat-reply";

/**
 * The replies of one message as the engine builds them: short notes ("Noted: amount.") wait and
 * open the next reply; `render` asks for the task in progress to be shown (its form or list).
 */
export class ChatTurn {
  readonly replies: ChatReply[] = [];
  private notes: string[] = [];
  render = false;

  note(text: string): void {
    this.notes.push(text);
  }

  add(reply: ChatReply): void {
    if (this.notes.length > 0) {
      reply.text = [...this.notes, reply.text].filter(Boolean).join("\n\n");
      this.notes = [];
    }
    this.replies.push(reply);
  }

  /** Notes no reply took become a reply of their own. */
  finish(taskName: ChatTaskName | null): ChatReply[] {
    if (this.notes.length > 0) this.add(textReply("", { taskName }));
    return this.replies;
  }
}
