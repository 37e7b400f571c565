import { describe, expect, it } from "vitest";
import {
  emptyWorkingHistoryForm,
  parseYearMonth,
  toWorkingHistoryInput,
  validateWorkingHistoryForm,
  workingHistoryFormFieldOf,
} from "./working-history-form-values";

const filled = {
  ...emptyWorkingHistoryForm,
  companyName: " Tokai Systems ",
  role: "Programmer",
  fromMonth: "2018/4",
  toMonth: "2021/03",
};

describe("working-history form values", () => {
  it("reads months typed with a slash, a hyphen or full-width digits", () => {
    expect(parseYearMonth("2024/04")).toBe("2024-04");
    expect(parseYearMonth(" 2024-4 ")).toBe("2024-04");
    expect(parseYearMonth("２０２４／０４")).toBe("2024-04");
    expect(parseYearMonth("2024/13")).toBeNull();
    expect(parseYearMonth("1949/12")).toBeNull();
    expect(parseYearMonth("April 2024")).toBeNull();
  });

  it("requires company, role and the start month, and an end month unless still there", () => {
    expect(validateWorkingHistoryForm(emptyWorkingHistoryForm, "2026-04")).toEqual({
      companyName: { key: "required" },
      role: { key: "required" },
      fromMonth: { key: "required" },
      toMonth: { key: "required" },
    });
    expect(validateWorkingHistoryForm({ ...filled, toMonth: "", isCurrent: true }, "2026-04")).toEqual({});
  });

  it("refuses an end before the start, a month after this one and overly long texts", () => {
    expect(validateWorkingHistoryForm({ ...filled, toMonth: "2018/03" }, "2026-04")).toEqual({
      toMonth: { key: "toBeforeFrom" },
    });
    expect(
      validateWorkingHistoryForm({ ...filled, fromMonth: "2026/05", isCurrent: true }, "2026-04"),
    ).toEqual({
      fromMonth: { key: "future" },
    });
    expect(validateWorkingHistoryForm({ ...filled, role: "x".repeat(101) }, "2026-04")).toEqual({
      role: { key: "tooLong", values: { max: 100 } },
    });
  });

  it("sends trimmed texts and ISO months, no end month while the position lasts", () => {
    expect(toWorkingHistoryInput(filled)).toEqual({
      companyName: "Tokai Systems",
      projectName: "",
      role: "Programmer",
      fromMonth: "2018-04",
      toMonth: "2021-03",
      technologies: "",
      description: "",
    });
    expect(toWorkingHistoryInput({ ...filled, isCurrent: true }).toMonth).toBeNull();
    expect(workingHistoryFormFieldOf("toMonth")).toBe("toMonth");
    expect(workingHistoryFormFieldOf("employeeId")).toBeUndefined();
  });
});
