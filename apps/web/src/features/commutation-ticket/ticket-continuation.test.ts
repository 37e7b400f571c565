import { describe, expect, it } from "vitest";
import { ticket } from "../../test/commutation-ticket";
import { canContinue } from "./ticket-continuation";

describe("canContinue", () => {
  const approved = ticket(1, { status: 2, endDate: "2026-04-30" });

  it("offers an approved ticket from 30 days before its end", () => {
    expect(canContinue(approved, [approved], "2026-03-31")).toBe(true);
    expect(canContinue(approved, [approved], "2026-03-30")).toBe(false);
    expect(canContinue(approved, [approved], "2026-05-10")).toBe(true);
  });

  it("offers nothing else, nor a ticket already continued", () => {
    expect(canContinue(ticket(1, { status: 7, endDate: "2026-04-30" }), [], "2026-04-20")).toBe(false);
    const next = ticket(2, { previousTicketId: 1, status: 7 });
    expect(canContinue(approved, [approved, next], "2026-04-20")).toBe(false);
    const cancelledNext = ticket(2, { previousTicketId: 1, status: 4 });
    expect(canContinue(approved, [approved, cancelledNext], "2026-04-20")).toBe(true);
  });
});
