import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { batchNotice, messageText, progressMessage } from "./progress-text";

describe("progress texts", () => {
  afterEach(() => changeLanguage("en"));

  it("reads the spec's four-part, three-part and key-only progress texts", () => {
    expect(progressMessage("SEND_MESSAGE_SUCCESS,4,3,1")).toBe("Sent: 3 of 4 (1 failed)");
    expect(progressMessage("TICKETS_EXPIRED,2,2,0")).toBe("Tickets expired: 2 of 2 (0 failed)");
    // Counts alone are messages sent (check-in and NDA mail results).
    expect(progressMessage("10,9,1")).toBe("Sent: 9 of 10 (1 failed)");
    expect(progressMessage("JOB_SKIPPED")).toBe("Skipped: another server was running this job");
    expect(progressMessage("")).toBe("");
  });

  it("shows a text that is no known key as it came", () => {
    expect(progressMessage("Mail server unreachable")).toBe("Mail server unreachable");
    expect(messageText("SOMETHING_NEW")).toBe("SOMETHING_NEW");
    expect(progressMessage("SOMETHING_NEW,3,3,0")).toBe("SOMETHING_NEW: 3 of 3 (0 failed)");
  });

  it("translates into Japanese", async () => {
    await changeLanguage("ja");
    expect(progressMessage("SEND_MESSAGE_SUCCESS,4,3,1")).toBe("送信：4 件中 3 件（失敗 1 件）");
    expect(messageText("BATCH_NOT_RUN")).toBe(
      "バッチサービスが停止しています。定期ジョブとリマインダーは一時停止中です。",
    );
  });

  it("makes a result with hasError an error, a finished one a success, progress nothing", () => {
    expect(batchNotice({ hasError: true, progress: "JOB_FAILED", finished: true })).toEqual({
      color: "red",
      message: "The job failed",
    });
    expect(batchNotice({ hasError: true, progress: "SEND_MESSAGE_SUCCESS,4,1,3", finished: false })).toEqual({
      color: "red",
      message: "Sent: 1 of 4 (3 failed)",
    });
    expect(batchNotice({ hasError: false, progress: "4,4,0", finished: true })).toEqual({
      color: "teal",
      message: "Sent: 4 of 4 (0 failed)",
    });
    expect(batchNotice({ hasError: false, progress: "JOB_RUNNING,4,1,0", finished: false })).toBeNull();
    expect(batchNotice({ hasError: false, progress: "", finished: true })).toBeNull();
  });
});
