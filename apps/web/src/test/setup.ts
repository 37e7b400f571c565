import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { i18n, startI18nWith } from "../lib/i18n";
import { enTexts } from "../locales/en";
import { jaTexts } from "../locales/ja";
import viChatbot from "../locales/vi/chatbot.json";
import { fakeIoMock, fakeSockets } from "./fake-socket";
import { clearRenderedQueryClients } from "./render";

// The web project runs the files of a worker one after another in the same jsdom and with the same
// modules (isolate: false in vitest.config.ts), and this file runs before each of them: what one
// test leaves behind (the DOM, notifications, focus, language, timers, caches) is put back after it.

// Every language at hand, as if each had been loaded already (the app loads one at a time).
if (!i18n.isInitialized) startI18nWith({ en: enTexts, ja: jaTexts, vi: { chatbot: viChatbot } }, "en");

// No test reaches a real hub: the signed-in layout connects to sockets the tests play the server of.
vi.mock("socket.io-client", async () => {
  const { fakeIoMock } = await import("./fake-socket");
  return { io: fakeIoMock };
});

// Lazy routes load their code on first render; on a busy CI machine that can take over the
// default second, and a test must not fail for a slow disk.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosizing textarea listens for font loading.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});

let headNodes = new Set<Node>();

beforeEach(() => {
  headNodes = new Set(document.head.childNodes);
});

afterEach(async () => {
  cleanup();
  // Mantine keeps notifications in a store of its own, which outlives the <Notifications> unmounted.
  notifications.clean();
  clearRenderedQueryClients();
  resetDocument();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  fakeSockets.length = 0;
  fakeIoMock.mockClear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});

/** The document as a test file finds it: an empty body, the head it had, nothing focused. */
function resetDocument(): void {
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const node of [...document.head.childNodes]) if (!headNodes.has(node)) node.remove();
  document.title = "";
}
