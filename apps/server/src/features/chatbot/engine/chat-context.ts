import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import type { AppDeps } from "../../../app-deps";
import type { UploadedFile } from "../../../lib/upload-reader";
import type { SessionClaims } from "../../auth/token";
import type { ChatState } from "./chat-state";

/** An attachment of the message, read and content-checked by the route (images and PDF). */
export interface ChatFile {
  /** The sent name, cleaned as the evidence it becomes will show it. */
  fileName: string;
  /** The part in its temporary file, there until the message is answered. */
  file: UploadedFile;
}

/** A station as free text is matched against: the name to fill in, and its label. */
export interface StationChoice {
  name: string;
  label: string;
}

/** What the engine and the flows work with while they answer one message. */
export interface ChatContext {
  deps: AppDeps;
  session: SessionClaims;
  language: ChatLanguage;
  /** Today in the company's calendar (Japan), YYYY-MM-DD. */
  today: string;
  /** The conversation's state; the engine and the flows change it in place. */
  state: ChatState;
  files: ChatFile[];
  stations(): Promise<StationChoice[]>;
  /**
   * Claims the conversation before an action with effects (a submission, attaching files): false
   * when another message of this session was answered in the meantime (then nothing is done).
   */
  claim(): Promise<boolean>;
}
