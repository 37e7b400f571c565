import { describe, expect, it } from "vitest";
import {
  formFieldOf,
  initialSendFormValues,
  type SendFormValues,
  serverMessageKey,
  toSendInput,
  validateSendForm,
} from "./send-notification-form-values";

const filled: SendFormValues = {
  ...initialSendFormValues,
  employeeId: "12",
  titleEn: "Payslips are ready",
  messageEn: "See the payroll page.",
};

describe("send form rules", () => {
  it("requires the English title and message and the audience's pick", () => {
    expect(validateSendForm(initialSendFormValues)).toEqual({
      employeeId: { key: "chooseEmployee" },
      titleEn: { key: "required" },
      messageEn: { key: "required" },
    });
    expect(validateSendForm({ ...filled, audienceType: "department" })).toEqual({
      departmentId: { key: "chooseDepartment" },
    });
    expect(validateSendForm({ ...filled, audienceType: "role" })).toEqual({ role: { key: "chooseRole" } });
    expect(validateSendForm({ ...filled, employeeId: null, audienceType: "everyone" })).toEqual({});
  });

  it("accepts only links inside the portal", () => {
    expect(validateSendForm({ ...filled, link: "/payroll/2026-04" })).toEqual({});
    for (const link of ["https://evil.example", "//evil.example", "payroll", "/\\evil"]) {
      expect(validateSendForm({ ...filled, link })).toEqual({ link: { key: "link" } });
    }
  });

  it("bounds the lengths", () => {
    expect(validateSendForm({ ...filled, titleJa: "あ".repeat(201) })).toEqual({
      titleJa: { key: "tooLong", values: { max: 200 } },
    });
  });

  it("builds the request body of each audience", () => {
    expect(toSendInput({ ...filled, severity: "3", link: "" })).toEqual({
      audience: { type: "user", employeeId: 12 },
      severity: 3,
      titleEn: "Payslips are ready",
      titleJa: "",
      messageEn: "See the payroll page.",
      messageJa: "",
      link: null,
    });
    expect(toSendInput({ ...filled, audienceType: "department", departmentId: "4" }).audience).toEqual({
      type: "department",
      departmentId: 4,
    });
    expect(toSendInput({ ...filled, audienceType: "role", role: "hr" }).audience).toEqual({
      type: "role",
      role: "hr",
    });
    expect(toSendInput({ ...filled, audienceType: "everyone" }).audience).toEqual({ type: "everyone" });
  });

  it("places server field errors on the form's fields", () => {
    expect(formFieldOf("audience.employeeId", "user")).toBe("employeeId");
    expect(formFieldOf("audience", "department")).toBe("departmentId");
    expect(formFieldOf("titleEn", "user")).toBe("titleEn");
    expect(formFieldOf("link", "user")).toBe("link");
    expect(formFieldOf("somethingElse", "user")).toBeUndefined();
  });

  it("knows the feature's message keys", () => {
    expect(serverMessageKey("notification.noRecipients")).toBe("send.serverMessages.noRecipients");
    expect(serverMessageKey("Some other text")).toBeUndefined();
  });
});
