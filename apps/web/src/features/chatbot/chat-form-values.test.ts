import { describe, expect, it } from "vitest";
import { problemsOf, suggestionsOf } from "./chat-form-values";

describe("problemsOf", () => {
  it("maps the spec's keys onto the ticket form's fields, suggestions and general errors", () => {
    expect(
      problemsOf("ticket", {
        ErrorDeparture: "Departure not found.",
        ErrorArrival: "Arrival not found.",
        ErrorTransportType: "Choose one.",
        ErrorAmount: "Amount invalid.",
        ErrorDuration: "Choose a duration.",
        ErrorStartDate: "Too early.",
        ErrorVerify: "Over budget: say why in the notes.",
        ErrorMessage: "Please check.",
        ArrivalSuggestion: "Shibuya\nShibuya-ku",
      }),
    ).toEqual({
      fields: {
        departure: "Departure not found.",
        arrival: "Arrival not found.",
        transportType: "Choose one.",
        amount: "Amount invalid.",
        duration: "Choose a duration.",
        startDate: "Too early.",
        notes: "Over budget: say why in the notes.",
      },
      general: ["Please check."],
      suggestions: { arrival: ["Shibuya", "Shibuya-ku"] },
    });
  });

  it("shows a plain string as the general error, and keys a form lacks as general too", () => {
    expect(problemsOf("workingAddress", "Post Code invalid.")).toEqual({
      fields: {},
      general: ["Post Code invalid."],
      suggestions: {},
    });
    expect(problemsOf("refund", { ErrorAmount: "Too much.", ErrorDeparture: "?" }).fields).toEqual({
      refundAmount: "Too much.",
    });
    expect(problemsOf("ticket", null).general).toEqual([]);
  });

  it("splits suggestion texts on lines and commas, without repeats", () => {
    expect(suggestionsOf("新宿、新宿三丁目, 新宿 \n新宿")).toEqual(["新宿", "新宿三丁目"]);
  });
});
