import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { theme } from "../app/theme";
import { changeLanguage } from "../lib/i18n";
import { BackToTop } from "./back-to-top";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

/** Animation frames run only when the test says so, at the times it gives. */
function controlFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let nextId = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    pending.set(++nextId, callback);
    return nextId;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => pending.delete(id));
  return {
    runAt(time: number) {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback(time);
    },
    get pendingCount() {
      return pending.size;
    },
  };
}

/** Makes `prefers-reduced-motion: reduce` match for the rest of the test. */
function preferReducedMotion() {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    return { ...list, matches: query === "(prefers-reduced-motion: reduce)" };
  };
  onTestFinished(() => {
    window.matchMedia = matchMedia;
  });
}

const renderButton = (props: { offset?: number } = {}) =>
  render(
    <MantineProvider theme={theme}>
      <BackToTop {...props} />
    </MantineProvider>,
  );

const button = () => screen.queryByRole("button", { name: "Back to top" });

describe("BackToTop", () => {
  let scrolled: number[];

  beforeEach(() => {
    scrolled = [];
    vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
      scrolled.push(options.top ?? Number.NaN);
    }) as typeof window.scrollTo);
    scrollTo(0);
  });
  afterEach(async () => {
    scrollTo(0);
    await changeLanguage("en");
  });

  it("shows only once the page is scrolled past 400 px", async () => {
    renderButton();
    expect(button()).not.toBeInTheDocument();
    scrollTo(400);
    expect(button()).not.toBeInTheDocument();
    scrollTo(401);
    expect(await screen.findByRole("button", { name: "Back to top" })).toBeInTheDocument();
    scrollTo(10);
    await waitFor(() => expect(button()).not.toBeInTheDocument());
  });

  it("takes the help area's smaller offset", async () => {
    renderButton({ offset: 200 });
    scrollTo(250);
    expect(await screen.findByRole("button", { name: "Back to top" })).toBeInTheDocument();
  });

  it("shows at once when the page is opened already scrolled down", () => {
    scrollTo(1000);
    renderButton();
    expect(button()).toBeInTheDocument();
  });

  it("scrolls to the top smoothly over 1000 ms", async () => {
    renderButton();
    scrollTo(1000);
    const backToTop = await screen.findByRole("button", { name: "Back to top" });
    const frames = controlFrames();
    await userEvent.click(backToTop);
    frames.runAt(5000);
    frames.runAt(5250);
    frames.runAt(5500);
    frames.runAt(5750);
    expect(frames.pendingCount).toBe(1);
    frames.runAt(6000);
    expect(scrolled).toEqual([1000, 938, 500, 63, 0]);
    expect(frames.pendingCount).toBe(0);
  });

  it("jumps to the top when the user prefers reduced motion", async () => {
    preferReducedMotion();
    renderButton();
    scrollTo(800);
    const backToTop = await screen.findByRole("button", { name: "Back to top" });
    const frames = controlFrames();
    await userEvent.click(backToTop);
    expect(scrolled).toEqual([0]);
    expect(frames.pendingCount).toBe(0);
  });

  it("stops when the user scrolls by hand", async () => {
    renderButton();
    scrollTo(1000);
    const backToTop = await screen.findByRole("button", { name: "Back to top" });
    const frames = controlFrames();
    await userEvent.click(backToTop);
    frames.runAt(0);
    fireEvent.wheel(window);
    expect(frames.pendingCount).toBe(0);
  });

  it("is named in Japanese when Japanese is chosen", async () => {
    await changeLanguage("ja");
    renderButton();
    scrollTo(500);
    expect(await screen.findByRole("button", { name: "ページの先頭へ" })).toBeInTheDocument();
  });
});
