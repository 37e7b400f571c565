/** The chat assistant's tasks (spec: chat task names). */
export const chatTaskNames = [
  "createTicket",
  "createTicket6Months",
  "continueTicket",
  "uploadEvidence",
  "refundTicket",
  "refundFull",
  "refundCancel",
  "workingAddress",
] as const;
export type ChatTaskName = (typeof chatTaskNames)[number];

/** Who answers: Navi (the guide) or the ticket agent (spec: agent types). */
export const agentTypes = ["navi", "ticket"] as const;
export type AgentType = (typeof agentTypes)[number];

/** What a message carries (spec: questionType). */
export const questionTypes = ["text", "json", "image"] as const;

/** Languages of the chat (spec: chatbot en, ja, vi; default English). */
export const chatLanguages = ["en", "ja", "vi"] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

/**
 * What a reply shows: plain text (markdown), a form to fill, a list of tickets to pick from,
 * buttons to choose between (task menu, "did you mean"), or an error.
 */
export const answerTypes = ["text", "form", "ticketList", "buttons", "error"] as const;
export type AnswerType = (typeof answerTypes)[number];

/** The forms a reply can embed (spec: new ticket, cancel or refund, new working address). */
export const chatFormKinds = ["ticket", "refund", "workingAddress", "evidence"] as const;
export type ChatFormKind = (typeof chatFormKinds)[number];

/** The greeting buttons and the task each starts (spec: create, continue, upload, refund). */
export const greetingTasks = {
  create: "createTicket",
  continue: "continueTicket",
  upload: "uploadEvidence",
  refund: "refundTicket",
} as const satisfies Record<string, ChatTaskName>;
export type GreetingButton = keyof typeof greetingTasks;

/** The keys of a form's field errors in dataError (spec: ticket error model, capitalised). */
export const chatDataErrorKeys = [
  "ErrorDeparture",
  "ErrorArrival",
  "ErrorTransportType",
  "ErrorAmount",
  "ErrorDuration",
  "ErrorStartDate",
  "ErrorVerify",
  "ErrorMessage",
  "DepartureSuggestion",
  "ArrivalSuggestion",
] as const;
export type ChatDataErrorKey = (typeof chatDataErrorKeys)[number];

export const ChatLimits = {
  /** The client gives up on a reply after this long (spec: 10 seconds). */
  timeoutMs: 10_000,
  messageMaxLength: 1000,
  /** Attachments: images and PDF, at most this many per message. */
  maxFiles: 5,
  /** Messages of a session kept and answered by the history call. */
  historyLimit: 200,
} as const;

/** The auth-key exchange (spec: X-Auth-Key request and response header, stored as authKey). */
export const ChatHeaders = { authKey: "x-auth-key", module: "module" } as const;
/** The Module header value the chat service expects (spec: FES). */
export const chatModule = "FES";

/**
 * The spec's error replies, per chat language. `sendFailed` is the reply of a failed send or
 * greeting; the others are the shorter forms.
 */
export const chatErrorTexts: Record<
  "sendFailed" | "sendFailedShort" | "generic",
  Record<ChatLanguage, string>
> = {
  sendFailed: {
    en: "Sorry, an error occurred while sending the message! 😢",
    ja: "申し訳ありません。メッセージの送信中にエラーが発生しました！😢",
    vi: "Xin lỗi, đã xảy ra lỗi khi gửi tin nhắn! 😢",
  },
  sendFailedShort: {
    en: "Sorry, an error occurred while sending the message!",
    ja: "申し訳ありません。メッセージの送信中にエラーが発生しました！",
    vi: "Xin lỗi, đã xảy ra lỗi khi gửi tin nhắn!",
  },
  generic: {
    en: "Sorry, an error occurred!",
    ja: "申し訳ありません。エラーが発生しました！",
    vi: "Xin lỗi, đã xảy ra lỗi!",
  },
};
