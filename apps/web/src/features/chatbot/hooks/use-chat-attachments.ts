import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { useState } from "react";
import { chatFileKey, isChatAttachment, prepareChatFile } from "../chat-files";
import { useChatTexts } from "./use-chat-texts";

/**
 * The files waiting to go with the next message: images and PDF only, images over 5 MB
 * compressed as they are added, the same file once, at most ChatLimits.maxFiles.
 */
export function useChatAttachments() {
  const { t } = useChatTexts();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState<string | null>(null);

  async function add(chosen: File[]) {
    setProblem(null);
    const ready: File[] = [];
    for (const file of chosen) {
      if (!isChatAttachment(file)) {
        setProblem(t("composer.fileType", { name: file.name }));
        continue;
      }
      setPreparing(file.name);
      ready.push(await prepareChatFile(file));
    }
    setPreparing(null);
    const keys = new Set(files.map(chatFileKey));
    const added = ready.filter((file) => !keys.has(chatFileKey(file)) && keys.add(chatFileKey(file)));
    const room = Math.max(ChatLimits.maxFiles - files.length, 0);
    if (added.length > room) setProblem(t("composer.tooMany", { count: ChatLimits.maxFiles }));
    if (added.length > 0 && room > 0) setFiles([...files, ...added.slice(0, room)]);
  }

  return {
    files,
    problem,
    preparing,
    add: (chosen: File[]) => void add(chosen),
    remove: (file: File) => setFiles((current) => current.filter((other) => other !== file)),
    clear: () => {
      setFiles([]);
      setProblem(null);
    },
  };
}

export type ChatAttachments = ReturnType<typeof useChatAttachments>;
