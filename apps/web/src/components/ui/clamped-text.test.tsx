import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { ClampedText } from "./clamped-text";

const note =
  "I moved to a new apartment near the station last month, so my commute changed from the Chuo line to the Sobu line.";

/** The text's full height against the lines it shows (jsdom lays nothing out). */
function textHeights(full: number, shown: number) {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(full);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(shown);
}

const renderText = () =>
  render(
    <MantineProvider theme={theme}>
      <ClampedText>{note}</ClampedText>
    </MantineProvider>,
  );

describe("ClampedText", () => {
  it("shows a text that fits its lines as it is", () => {
    textHeights(40, 40);
    renderText();
    expect(screen.getByText(note)).toHaveAttribute("data-line-clamp");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("cuts a longer text to three lines, the rest a click away and all of it in the page", async () => {
    textHeights(120, 60);
    renderText();
    const text = screen.getByText(note);
    expect(text).toHaveAttribute("data-line-clamp");
    const more = screen.getByRole("button", { name: "Show more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-controls", text.id);

    await userEvent.click(more);
    expect(text).not.toHaveAttribute("data-line-clamp");
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(less);
    expect(text).toHaveAttribute("data-line-clamp");
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });
});
