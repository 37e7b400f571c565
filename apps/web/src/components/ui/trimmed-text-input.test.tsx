import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { TrimmedTextInput, type TrimmedTextInputProps } from "./trimmed-text-input";

function renderInput(props: Partial<TrimmedTextInputProps> = {}) {
  return render(
    <MantineProvider theme={theme}>
      <TrimmedTextInput label="Name" {...props} />
      <button type="button">next</button>
    </MantineProvider>,
  );
}

/** A form field holding its value in state, as a feature's form would. */
function ControlledField({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <TrimmedTextInput
      label="Name"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("TrimmedTextInput", () => {
  it("trims surrounding spaces when the field is left and reports the trimmed value", async () => {
    const onChange = vi.fn();
    renderInput({ onChange });
    const input = screen.getByLabelText("Name");
    await userEvent.type(input, "  Yamada Taro  ");
    expect(input).toHaveValue("  Yamada Taro  ");

    await userEvent.tab();
    expect(input).toHaveValue("Yamada Taro");
    expect(onChange).toHaveBeenLastCalledWith("Yamada Taro");
  });

  it("trims ideographic spaces and keeps inner spaces", async () => {
    renderInput();
    const input = screen.getByLabelText("Name");
    await userEvent.type(input, "\u3000山田\u3000太郎 ");
    await userEvent.tab();
    expect(input).toHaveValue("山田\u3000太郎");
  });

  it("reports the trimmed value before calling onBlur", async () => {
    const calls: string[] = [];
    renderInput({ onChange: (value) => calls.push(`change:${value}`), onBlur: () => calls.push("blur") });
    await userEvent.type(screen.getByLabelText("Name"), " a ");
    await userEvent.tab();
    expect(calls.slice(-2)).toEqual(["change:a", "blur"]);
  });

  it("does not report a change on blur when nothing needed trimming", async () => {
    const onChange = vi.fn();
    renderInput({ onChange });
    await userEvent.type(screen.getByLabelText("Name"), "abc");
    onChange.mockClear();
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("works controlled", async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <ControlledField onChange={onChange} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText("Name");
    await userEvent.type(input, " 42 ");
    await userEvent.tab();
    expect(input).toHaveValue("42");
    expect(onChange).toHaveBeenLastCalledWith("42");
  });

  it("converts full-width text to half-width on blur when asked", async () => {
    renderInput({ convertsToHalfWidth: true, defaultValue: "\u3000ヤマダ\u3000タロウ　ＡＢＣ１２３\u3000" });
    const input = screen.getByLabelText("Name");
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveValue("ﾔﾏﾀﾞ ﾀﾛｳ ABC123");
  });

  it("passes Mantine props through: description, error, required", () => {
    renderInput({ description: "As on your ID card", error: "Name required.", required: true });
    const input = screen.getByRole("textbox", { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("As on your ID card"));
    expect(screen.getByText("Name required.")).toBeInTheDocument();
  });
});
