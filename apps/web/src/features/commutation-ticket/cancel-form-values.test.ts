import { describe, expect, it } from "vitest";
import { ticket } from "../../test/commutation-ticket";
import {
  type CancelFormValues,
  fixedRefundOf,
  initialCancelFormValues,
  isRefundOutOfRange,
  toCancelInput,
  validateCancelForm,
} from "./cancel-form-values";

const evidence = {
  id: 31,
  fileName: "receipt.pdf",
  contentType: "application/pdf",
  size: 2048,
  purpose: "cancel" as const,
  review: "pending" as const,
  reviewReason: null,
  reviewedByName: null,
  reviewedAt: null,
  createdAt: "2026-04-10T00:00:00.000Z",
};
const base: CancelFormValues = {
  ...initialCancelFormValues(ticket(5, { amount: 36000 })),
  cancelDate: "2026-04-15",
  cancelReason: "3",
};

describe("cancel form values", () => {
  it("starts as a full refund of the whole amount", () => {
    expect(initialCancelFormValues(ticket(5, { amount: 36000 }))).toMatchObject({
      cancelType: "full",
      refundAmount: "36000",
    });
    expect(fixedRefundOf("full", 36000)).toBe("36000");
    expect(fixedRefundOf("renewal", 36000)).toBe("0");
    expect(fixedRefundOf("partial", 36000)).toBeNull();
  });

  it("asks for the cancel date, the refund and a reason", () => {
    expect(
      validateCancelForm({ ...base, cancelDate: "", refundAmount: "", cancelReason: null }, 36000),
    ).toEqual({
      cancelDate: "cancelDateRequired",
      refundAmount: "refundAmountRequired",
      cancelReason: "cancelReasonRequired",
    });
    expect(validateCancelForm(base, 36000)).toEqual({});
  });

  it("keeps a partial refund between 0 and the amount, with evidence", () => {
    const partial = { ...base, cancelType: "partial" as const, refundAmount: "36001" };
    expect(validateCancelForm(partial, 36000)).toEqual({
      refundAmount: "refundAmountRange",
      evidences: "evidenceRequired",
    });
    expect(isRefundOutOfRange("36001", 36000)).toBe(true);
    expect(isRefundOutOfRange("36000", 36000)).toBe(false);
    expect(validateCancelForm({ ...partial, refundAmount: "20000", evidences: [evidence] }, 36000)).toEqual(
      {},
    );
  });

  it("needs a note when the reason is Other", () => {
    expect(validateCancelForm({ ...base, cancelReason: "6" }, 36000)).toEqual({ note: "noteRequired" });
    expect(validateCancelForm({ ...base, cancelReason: "6", note: "Moving abroad" }, 36000)).toEqual({});
  });

  it("sends the evidence ids with the cancellation", () => {
    expect(
      toCancelInput({ ...base, cancelType: "partial", refundAmount: "20000", evidences: [evidence] }, 5),
    ).toEqual({
      ticketId: 5,
      cancelDate: "2026-04-15",
      cancelType: "partial",
      refundAmount: 20000,
      cancelReason: 3,
      note: "",
      evidenceIds: [31],
    });
  });
});
