import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { startI18nWith } from "../lib/i18n";
import { enTexts } from "../locales/en";
import { jaTexts } from "../locales/ja";
import viChatbot from "../locales/vi/chatbot.json";
import { fakeSockets } from "./fake-socket";

// Every language at hand, as if each had been loaded already (the app loads one at a time).
startI18nWith({ en: enTexts, ja: jaTexts, vi: { chatbot: viChatbot } }, "en");

// No test reaches a real hub: the signed-in layout connects to sockets the tests play the server of.
vi.mock("socket.io-client", async () => {
  const { fakeIo } = await import("./fake-socket");
  return { io: vi.fn(fakeIo) };
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  fakeSockets.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
