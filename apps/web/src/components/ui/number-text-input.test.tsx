import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { NumberTextInput, type NumberTextInputProps } from "./number-text-input";

function renderInput(props: Partial<NumberTextInputProps> = {}) {
  return render(
    <MantineProvider theme={theme}>
      <NumberTextInput label="Amount" {...props} />
    </MantineProvider>,
  );
}

/** A form keeping the raw value, shown beside the field. */
function AmountForm() {
  const [amount, setAmount] = useState("1234");
  return (
    <>
      <NumberTextInput label="Amount" value={amount} onChange={setAmount} />
      <output>raw:{amount}</output>
      <button type="button" onClick={() => setAmount("9876543")}>
        reset
      </button>
    </>
  );
}

describe("NumberTextInput", () => {
  it("shows comma thousands separators and reports the raw digits", async () => {
    const onChange = vi.fn();
    renderInput({ onChange });
    const input = screen.getByLabelText("Amount");
    await userEvent.type(input, "1234567");
    expect(input).toHaveValue("1,234,567");
    expect(onChange).toHaveBeenLastCalledWith("1234567");
  });

  it("accepts digits only", async () => {
    const onChange = vi.fn();
    renderInput({ onChange });
    const input = screen.getByLabelText("Amount");
    await userEvent.type(input, "1a2-3.4e5, 6+");
    expect(input).toHaveValue("123,456");
    expect(onChange).toHaveBeenLastCalledWith("123456");
  });

  it("accepts one decimal point with allowDecimal, the dot only", async () => {
    const onChange = vi.fn();
    renderInput({ allowDecimal: true, onChange });
    const input = screen.getByLabelText("Amount");
    await userEvent.type(input, "1234.5.6");
    expect(input).toHaveValue("1,234.56");
    expect(onChange).toHaveBeenLastCalledWith("1234.56");
  });

  it("stops at 12 characters by default, separators not counted", async () => {
    const onChange = vi.fn();
    renderInput({ onChange });
    const input = screen.getByLabelText("Amount");
    await userEvent.type(input, "12345678901234");
    expect(input).toHaveValue("123,456,789,012");
    expect(onChange).toHaveBeenLastCalledWith("123456789012");
  });

  it("takes another maximum length, the point counting as one", async () => {
    renderInput({ maxLength: 9, allowDecimal: true });
    const input = screen.getByLabelText("Amount");
    await userEvent.type(input, "1234567.891");
    expect(input).toHaveValue("1,234,567.8");
  });

  it("blocks pasting", async () => {
    const onChange = vi.fn();
    renderInput({ onChange });
    const input = screen.getByLabelText("Amount");
    await userEvent.click(input);
    await userEvent.paste("1,234");
    await userEvent.paste("5678");
    expect(input).toHaveValue("");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps arrow keys for the caret instead of stepping the value", async () => {
    const onChange = vi.fn();
    renderInput({ onChange, defaultValue: "100" });
    const input = screen.getByLabelText("Amount");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowDown}{ArrowDown}");
    expect(input).toHaveValue("100");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("is reachable and editable with the keyboard alone", async () => {
    renderInput();
    await userEvent.tab();
    const input = screen.getByLabelText("Amount");
    expect(input).toHaveFocus();
    await userEvent.keyboard("98765{Backspace}");
    expect(input).toHaveValue("9,876");
  });

  it("works controlled: shows the form's raw value formatted and follows it", async () => {
    render(
      <MantineProvider theme={theme}>
        <AmountForm />
      </MantineProvider>,
    );
    const input = screen.getByLabelText("Amount");
    expect(input).toHaveValue("1,234");
    await userEvent.type(input, "5");
    expect(input).toHaveValue("12,345");
    expect(screen.getByText("raw:12345")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "reset" }));
    expect(input).toHaveValue("9,876,543");
    await userEvent.clear(input);
    expect(screen.getByText("raw:")).toBeInTheDocument();
  });

  it("passes label, description and error through", () => {
    renderInput({ description: "Yen, tax included", error: "Amount required. ", required: true });
    const input = screen.getByRole("textbox", { name: /Amount/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("Yen, tax included"));
    expect(screen.getByText("Amount required.")).toBeInTheDocument();
  });
});
