import { chatErrorTexts } from "@portal/contract/chatbot/chatbot.constants";
import { describe, expect, it } from "vitest";
import { chatReply, chatTicketForm, formReply } from "../../test/chatbot";
import { type Conversation, conversationReducer, emptyConversation, newestRevision } from "./conversation";

const run = (state: Conversation, ...actions: Parameters<typeof conversationReducer>[1][]) =>
  actions.reduce(conversationReducer, state);

describe("conversation", () => {
  it("takes the session id, agent type, task, language and attachments from each reply", () => {
    const state = run(
      emptyConversation(),
      { type: "sent", text: "Hi" },
      {
        type: "replied",
        items: [
          chatReply({ sessionId: "s-7", agentType: "ticket", taskName: "createTicket", language: "ja" }),
          chatReply({ sessionId: "s-7", agentType: "ticket", language: "ja", enableAttachButton: true }),
        ],
      },
    );
    expect(state).toMatchObject({
      sessionId: "s-7",
      agentType: "ticket",
      taskName: "createTicket",
      language: "ja",
      canAttach: true,
      isWaiting: false,
    });
    expect(state.messages.map((message) => message.text)).toEqual(["Hi", "OK", "OK"]);
  });

  it("disables the bot's earlier messages when the user acts, and a new conversation clears the session", () => {
    const formed = run(emptyConversation("s-1"), {
      type: "replied",
      items: [formReply(chatTicketForm({ revision: 4 }))],
    });
    expect(formed.messages[0]?.isDisabled).toBe(false);
    expect(newestRevision(formed.messages)).toBe(4);
    // A typed message (unclear, a question) leaves the form usable: only a newer form ends it.
    const typed = run(formed, { type: "sent", text: "hmm?" });
    expect(typed.messages[0]?.isDisabled).toBe(false);
    const menu = run(typed, {
      type: "replied",
      items: [
        chatReply({
          answerContent: "Did you mean?",
          data: {
            form: null,
            buttons: [{ kind: "task", value: "createTicket", label: "Create" }],
            tickets: [],
          },
        }),
      ],
    });
    const pressed = run(menu, { type: "sent", text: "Create" });
    expect(pressed.messages.find((message) => message.text === "Did you mean?")?.isDisabled).toBe(true);
    expect(pressed.messages[0]?.isDisabled).toBe(false);
    // Sending the form ends it.
    const sent = run(formed, { type: "sent", submitted: true });
    expect(sent.messages).toHaveLength(1);
    expect(sent.messages[0]?.isDisabled).toBe(true);
    const reset = run(sent, { type: "reset", sessionId: null });
    expect(reset).toMatchObject({ sessionId: null, agentType: null, messages: [] });
  });

  it("puts a dataError without data on the last form and enables it again", () => {
    const state = run(
      emptyConversation("s-1"),
      { type: "replied", items: [formReply(chatTicketForm())] },
      { type: "sent" },
      {
        type: "replied",
        items: [
          chatReply({
            data: null,
            dataError: { ErrorAmount: "Amount invalid." },
            answerContent: "Check it.",
          }),
        ],
      },
    );
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({
      isDisabled: false,
      dataError: { ErrorAmount: "Amount invalid.", ErrorMessage: "Check it." },
    });
  });

  it("shows an unsuccessful or empty answer as an error reply", () => {
    const state = run(emptyConversation("s-1"), {
      type: "replied",
      items: [
        chatReply({ isSuccess: false, answerContent: "", errorMessage: "Service down" }),
        chatReply({ answerContent: " ", language: "vi" }),
      ],
    });
    expect(state.messages.map((message) => [message.text, message.isError])).toEqual([
      ["Service down", true],
      [chatErrorTexts.generic.vi, true],
    ]);
  });

  it("enables the message acted on again when the send fails", () => {
    const replied = run(emptyConversation("s-1"), { type: "replied", items: [formReply(chatTicketForm())] });
    const id = replied.messages[0]?.id ?? 0;
    const state = run(replied, { type: "sent" }, { type: "failed", language: "ja", retryMessageId: id });
    expect(state.messages[0]?.isDisabled).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({ text: chatErrorTexts.sendFailed.ja, isError: true });
    expect(state.isWaiting).toBe(false);
  });
});
