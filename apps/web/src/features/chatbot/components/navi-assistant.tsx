import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { useSession } from "../../auth/hooks/use-session";
import { useGreeting } from "../api/get-greeting";
import { loadChatLanguages } from "../chat-languages";
import {
  isNaviHidden,
  readChosenChatLanguage,
  storeChosenChatLanguage,
  storeNaviHidden,
} from "../chat-storage";
import { ChatLanguageContext } from "../hooks/use-chat-texts";
import { useConversation } from "../hooks/use-conversation";
import { NaviLauncher } from "./navi-launcher";

// The window (markdown, forms) loads the first time it is opened, with every language it speaks.
const NaviPopup = lazy(async () => {
  const [popup] = await Promise.all([import("./navi-popup"), loadChatLanguages()]);
  return { default: popup.NaviPopup };
});

type View = "closed" | "open" | "minimised";

/**
 * Navi: the floating button, and the chat window once opened. Minimising keeps the conversation;
 * closing ends it (the next chat starts a new one); hiding removes the button until restored.
 */
export function NaviAssistant() {
  const { i18n } = useTranslation(); // follows the app language until the chat has one of its own
  const account = useSession().session?.username || undefined;
  const [view, setView] = useState<View>("closed");
  const [hasOpened, setHasOpened] = useState(false);
  const [isHidden, setHidden] = useState(isNaviHidden);
  // A closed chat is drawn anew: no draft or half-filled form survives it.
  const [generation, setGeneration] = useState(0);
  const [chosenLanguage, setChosenLanguage] = useState(readChosenChatLanguage);
  const greeting = useGreeting(account, hasOpened, chosenLanguage);
  const conversation = useConversation(account, greeting.data?.language ?? currentLanguage(), chosenLanguage);
  // Inside the window every text, the shared fields' too (stations, post code, dates, files),
  // follows the chat's language; a text without a Vietnamese version falls back to English.
  const chatI18n = useMemo(
    () => i18n.cloneInstance({ lng: conversation.language }),
    [i18n, conversation.language],
  );
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus goes back to the button the chat was opened from.
  useEffect(() => {
    if (view === "open") wasOpen.current = true;
    else if (wasOpen.current) launcher.current?.focus();
  }, [view]);

  function open() {
    setView("open");
    setHasOpened(true);
    void conversation.actions.resume();
  }

  function close() {
    conversation.actions.close();
    setView("closed");
    setGeneration((current) => current + 1);
  }

  function hide() {
    close();
    storeNaviHidden(true);
    setHidden(true);
  }

  function chooseLanguage(language: ChatLanguage) {
    storeChosenChatLanguage(language);
    setChosenLanguage(language);
  }

  function restore() {
    storeNaviHidden(false);
    setHidden(false);
  }

  return (
    <ChatLanguageContext.Provider value={conversation.language}>
      {view !== "open" && (
        <NaviLauncher isHidden={isHidden} onOpen={open} onRestore={restore} buttonRef={launcher} />
      )}
      {hasOpened && (
        <I18nextProvider i18n={chatI18n}>
          <Suspense fallback={null}>
            <NaviPopup
              key={generation}
              isOpen={view === "open"}
              conversation={conversation}
              greeting={greeting}
              onMinimise={() => setView("minimised")}
              onClose={close}
              onHide={hide}
              onChooseLanguage={chooseLanguage}
            />
          </Suspense>
        </I18nextProvider>
      )}
    </ChatLanguageContext.Provider>
  );
}
