import { HttpStatus } from "@portal/contract/common/http";
import { UploadMessages } from "@portal/contract/common/upload";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { createUploadSlots } from "./upload-slots";

function refusalOf(take: () => unknown): AppError | undefined {
  try {
    take();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe("upload slots", () => {
  it("refuses a user's upload beyond their cap with 429 while others may still upload", () => {
    const slots = createUploadSlots({ perUser: 2, total: 10 });
    slots.take(1);
    slots.take(1);
    const refusal = refusalOf(() => slots.take(1));
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal?.statusCode).toBe(HttpStatus.tooManyRequests);
    expect(refusal?.messageKey).toBe(UploadMessages.tooManyOfYours);
    expect(refusal?.options.params).toEqual({ max: 2 });
    expect(refusalOf(() => slots.take(2))).toBeUndefined();
  });

  it("refuses anyone's upload beyond the total with 429", () => {
    const slots = createUploadSlots({ perUser: 3, total: 2 });
    slots.take(1);
    slots.take(2);
    const refusal = refusalOf(() => slots.take(3));
    expect(refusal?.statusCode).toBe(HttpStatus.tooManyRequests);
    expect(refusal?.messageKey).toBe(UploadMessages.serverBusy);
  });

  it("gives a slot back once, however often its release is called", () => {
    const slots = createUploadSlots({ perUser: 1, total: 2 });
    const release = slots.take(1);
    release();
    release();
    const again = slots.take(1);
    // The double release did not free a second slot of the total.
    slots.take(2);
    expect(refusalOf(() => slots.take(3))?.messageKey).toBe(UploadMessages.serverBusy);
    again();
    expect(refusalOf(() => slots.take(3))).toBeUndefined();
  });
});
