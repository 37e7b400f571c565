import { describe, expect, it } from "vitest";
import { clearSavedFilters, readFilter, savedFilterPrefix, saveFilter } from "./saved-filters";

describe("saved filters", () => {
  it("keeps a filter under the common prefix", () => {
    saveFilter("leave.requests", { status: 1 });
    expect(localStorage.getItem(`${savedFilterPrefix}leave.requests`)).toBe('{"status":1}');
    expect(readFilter("leave.requests")).toEqual({ status: 1 });
    expect(readFilter("nothing.saved")).toBeNull();
  });

  it("forgets every saved filter and nothing else", () => {
    saveFilter("leave.requests", { status: 1 });
    saveFilter("overtime.list", { month: "2026-04" });
    sessionStorage.setItem(`${savedFilterPrefix}seat.floor`, "3");
    localStorage.setItem("culture", "jp");
    clearSavedFilters();
    expect(readFilter("leave.requests")).toBeNull();
    expect(readFilter("overtime.list")).toBeNull();
    expect(sessionStorage.getItem(`${savedFilterPrefix}seat.floor`)).toBeNull();
    expect(localStorage.getItem("culture")).toBe("jp");
    sessionStorage.clear();
  });
});
