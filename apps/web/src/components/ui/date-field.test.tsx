import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { DateField } from "./date-field";

/** A form keeping the ISO value, shown beside the field. */
function StartDateForm({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider theme={theme} env="test">
      <DateField
        label="Start date"
        value={value}
        onChange={setValue}
        isDateDisabled={(iso) => iso < "2026-04-03" || (iso >= "2026-04-10" && iso <= "2026-04-12")}
      />
      <output>iso:{value}</output>
    </MantineProvider>
  );
}

describe("DateField", () => {
  it("takes a typed YYYY/MM/DD date and reports it as an ISO date", async () => {
    render(<StartDateForm />);
    const input = screen.getByRole("textbox", { name: "Start date" });
    await userEvent.type(input, "2026/04/2");
    expect(screen.getByText("iso:2026-04-02")).toBeInTheDocument();
    await userEvent.type(input, "x");
    expect(screen.getByText("iso:")).toBeInTheDocument();
  });

  it("shows a date from the form as YYYY/MM/DD", () => {
    render(<StartDateForm initial="2026-04-15" />);
    expect(screen.getByRole("textbox", { name: "Start date" })).toHaveValue("2026/04/15");
  });

  it("picks from a calendar that disables days and moves with the keyboard", async () => {
    render(<StartDateForm initial="2026-04-15" />);
    await userEvent.click(screen.getByRole("button", { name: "Open the calendar" }));
    const grid = await screen.findByRole("table", { name: "April 2026" });
    expect(within(grid).getByRole("button", { name: "2026/04/02" })).toBeDisabled();
    expect(within(grid).getByRole("button", { name: "2026/04/11" })).toBeDisabled();
    const selected = within(grid).getByRole("button", { name: "2026/04/15" });
    expect(selected).toHaveAttribute("aria-pressed", "true");
    expect(selected).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}{ArrowRight}");
    expect(within(grid).getByRole("button", { name: "2026/04/23" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    expect(await screen.findByRole("button", { name: "2026/05/23" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText("iso:2026-05-23")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Start date" })).toHaveValue("2026/05/23");
  });
});
