import type { AnswerType, ChatLanguage, ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";
import { chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import type {
  ChatButton,
  ChatDataError,
  ChatForm,
  ChatReplyData,
  ChatTicket,
} from "@portal/contract/chatbot/chatbot.schema";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { chatText, taskLabel } from "../chat-texts";

/** One reply of Navi before the service stamps the session, language and time on it. */
export interface ChatReply {
  text: string;
  answerType: AnswerType;
  taskName: ChatTaskName | null;
  data: ChatReplyData | null;
  dataError: ChatDataError | null;
  enableAttachButton: boolean;
}

export function textReply(
  text: string,
  options: { taskName?: ChatTaskName | null; buttons?: ChatButton[]; enableAttachButton?: boolean } = {},
): ChatReply {
  const buttons = options.buttons ?? [];
  return {
    text,
    answerType: buttons.length > 0 ? "buttons" : "text",
    taskName: options.taskName ?? null,
    data: buttons.length > 0 ? { form: null, buttons, tickets: [] } : null,
    dataError: null,
    enableAttachButton: options.enableAttachButton ?? false,
  };
}

export function formReply(
  text: string,
  form: ChatForm,
  options: { buttons?: ChatButton[]; enableAttachButton?: boolean } = {},
): ChatReply {
  return {
    text,
    answerType: "form",
    taskName: form.taskName,
    data: { form, buttons: options.buttons ?? [], tickets: [] },
    dataError: null,
    enableAttachButton: options.enableAttachButton ?? false,
  };
}

export function ticketListReply(text: string, taskName: ChatTaskName, tickets: ChatTicket[]): ChatReply {
  return {
    text,
    answerType: "ticketList",
    taskName,
    data: { form: null, buttons: [], tickets },
    dataError: null,
    enableAttachButton: false,
  };
}

/**
 * A refused submission: the errors and no data, so the client re-enables the last form for
 * another try (spec: conversation).
 */
export function dataErrorReply(
  text: string,
  taskName: ChatTaskName,
  dataError: ChatDataError,
  enableAttachButton = false,
): ChatReply {
  return { text, answerType: "error", taskName, data: null, dataError, enableAttachButton };
}

export function taskButton(language: ChatLanguage, task: ChatTaskName): ChatButton {
  return { kind: "task", label: taskLabel(language, task), value: task, taskName: task };
}

/** The tasks a user starts on their own (refundFull and refundCancel start from a refund). */
const menuTasks: readonly ChatTaskName[] = chatTaskNames.filter(
  (task) => task !== "refundFull" && task !== "refundCancel",
);

export function menuButtons(language: ChatLanguage): ChatButton[] {
  return menuTasks.map((task) => taskButton(language, task));
}

export function commutingTicketsButton(language: ChatLanguage): ChatButton {
  return { kind: "guideline", label: chatText(language, "openTickets"), value: menuScreens.commutingTicket };
}

export function workingAddressButton(language: ChatLanguage): ChatButton {
  return {
    kind: "guideline",
    label: chatText(language, "openWorkingAddress"),
    value: menuScreens.workingAddress,
  };
}

/** A markdown link to the commuting-ticket page, for the outcome of a submission. */
export function commutingTicketsLink(language: ChatLanguage): string {
  return `[${chatText(language, "openTickets")}](${menuScreens.commutingTicket})`;
}
