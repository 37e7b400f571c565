import { describe, expect, it } from "vitest";
import { ticket } from "../../test/commutation-ticket";
import {
  endDateOfValues,
  initialTicketFormValues,
  isStartDateDisabled,
  locksOf,
  overBudgetQueryOf,
  type TicketFormValues,
  ticketFormFieldOf,
  validateTicketForm,
} from "./ticket-form-values";

const filled: TicketFormValues = {
  departure: "Shinjuku",
  arrival: "Tokyo",
  transportType: "Train",
  duration: 3,
  startDate: "2026-04-01",
  amount: "36000",
  notes: "",
};
const context = { isOverBudget: false, isStartDateLocked: false };

describe("ticket form values", () => {
  it("asks for departure, arrival, start date and amount with the spec's messages", () => {
    const empty = initialTicketFormValues("createTicket");
    expect(validateTicketForm(empty, context)).toEqual({
      departure: "departureRequired",
      arrival: "arrivalRequired",
      startDate: "startDateRequired",
      amount: "amountRequired",
    });
    expect(validateTicketForm({ ...filled, departure: "  " }, context)).toEqual({
      departure: "departureRequired",
    });
    expect(validateTicketForm(filled, context)).toEqual({});
  });

  it("takes whole yen above 0 only", () => {
    expect(validateTicketForm({ ...filled, amount: "0" }, context)).toEqual({ amount: "amountInvalid" });
    expect(validateTicketForm({ ...filled, amount: "1000000000" }, context)).toEqual({
      amount: "amountInvalid",
    });
  });

  it("refuses a start before the earliest date or inside a locked range, unless the start is fixed", () => {
    const disabledTime = {
      minStartDate: "2026-03-01",
      maxStartDate: "2027-03-01",
      disabledRanges: [{ from: "2026-05-03", to: "2026-05-06" }],
    };
    expect(isStartDateDisabled("2026-02-28", disabledTime)).toBe(true);
    expect(isStartDateDisabled("2026-05-04", disabledTime)).toBe(true);
    expect(isStartDateDisabled("2026-05-07", disabledTime)).toBe(false);
    expect(isStartDateDisabled("2027-03-01", disabledTime)).toBe(false);
    expect(isStartDateDisabled("2027-03-02", disabledTime)).toBe(true);
    const locked = { ...filled, startDate: "2026-05-03" };
    expect(validateTicketForm(locked, { ...context, disabledTime })).toEqual({
      startDate: "startDateDisabled",
    });
    expect(validateTicketForm(locked, { ...context, disabledTime, isStartDateLocked: true })).toEqual({});
  });

  it("needs a reason in the notes when over budget", () => {
    expect(validateTicketForm(filled, { ...context, isOverBudget: true })).toEqual({
      notes: "overBudgetReasonRequired",
    });
    expect(
      validateTicketForm({ ...filled, notes: "Longer route" }, { ...context, isOverBudget: true }),
    ).toEqual({});
  });

  it("ends the pass a day before the start plus its months", () => {
    expect(endDateOfValues({ startDate: "2026-04-01", duration: 1 })).toBe("2026-04-30");
    expect(endDateOfValues({ startDate: "2026-01-31", duration: 1 })).toBe("2026-02-27");
    expect(endDateOfValues({ startDate: "2026-04-01", duration: 6 })).toBe("2026-09-30");
    expect(endDateOfValues({ startDate: "", duration: 6 })).toBe("");
  });

  it("copies a continued ticket and starts the day after it ends; fixes Train and 6 months for the 6-month kind", () => {
    const previous = ticket(4, { departure: "Ikebukuro", amount: 9000, duration: 3, endDate: "2026-06-30" });
    expect(initialTicketFormValues("continueTicket", previous)).toMatchObject({
      departure: "Ikebukuro",
      arrival: "Tokyo",
      transportType: "Train",
      duration: 3,
      amount: "9000",
      startDate: "2026-07-01",
    });
    expect(locksOf("continueTicket")).toEqual({
      section: true,
      transportType: true,
      duration: true,
      amount: true,
      startDate: true,
    });
    expect(initialTicketFormValues("createTicket6Months")).toMatchObject({
      transportType: "Train",
      duration: 6,
    });
    expect(locksOf("createTicket6Months")).toMatchObject({
      section: false,
      transportType: true,
      duration: true,
    });
  });

  it("asks about the budget only when not Other and the start is set", () => {
    expect(overBudgetQueryOf({ ...filled, transportType: "Other" }, null)).toBeNull();
    expect(overBudgetQueryOf({ ...filled, startDate: "" }, null)).toBeNull();
    expect(overBudgetQueryOf(filled, 9)).toEqual({
      id: 9,
      startDate: "2026-04-01",
      endDate: "2026-06-30",
      amount: 36000,
      duration: 3,
    });
  });

  it("puts server field errors on their fields", () => {
    expect(ticketFormFieldOf("tickets.0.departure")).toBe("departure");
    expect(ticketFormFieldOf("notes")).toBe("notes");
    expect(ticketFormFieldOf("previousTicketId")).toBeUndefined();
  });
});
