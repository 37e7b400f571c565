import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "./api-error";
import { handleApiError } from "./api-error-handler";

function showFailure(error: unknown, action: "load" | "save") {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  act(() => handleApiError(error, action));
}

describe("handleApiError", () => {
  it("ends the session on 403", async () => {
    localStorage.setItem("token", "a.b.c");
    showFailure(new ApiError(403, { message: "Expired", errors: [] }), "load");
    expect(await screen.findByText("Your session has expired.")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("reports missing permission on 401", async () => {
    showFailure(new ApiError(401, { message: "No", errors: [] }), "save");
    expect(await screen.findByText("You do not have permission to perform this action.")).toBeInTheDocument();
  });

  it("shows the server's message on 400, or its first field error", async () => {
    showFailure(
      new ApiError(400, { message: "", errors: [{ field: "date", errorMessage: "Date is required." }] }),
      "save",
    );
    expect(await screen.findByText("Date is required.")).toBeInTheDocument();
  });

  it("says loading failed for a failed query", async () => {
    showFailure(new ApiError(500, "Internal Server Error"), "load");
    expect(await screen.findByText("Failed to load data. Please try again.")).toBeInTheDocument();
  });

  it("says saving failed for a failed mutation, also when offline", async () => {
    showFailure(new NetworkError(new TypeError("Failed to fetch")), "save");
    expect(await screen.findByText("Failed to save data. Please try again.")).toBeInTheDocument();
  });

  it("shows every error of a 400 whose body is a list", async () => {
    showFailure(new ApiError(400, [{ errorMessage: "Start is required." }, "End is required."]), "save");
    expect(await screen.findByText("Start is required.")).toBeInTheDocument();
    expect(await screen.findByText("End is required.")).toBeInTheDocument();
  });

  it("translates a 400 message that is a key of the error texts", async () => {
    showFailure(new ApiError(400, { message: "SAVE_FAILED", errors: [] }), "save");
    expect(await screen.findByText("Failed to save data. Please try again.")).toBeInTheDocument();
  });

  it("says 'An Error Occurred!' for a 400 it cannot read", async () => {
    showFailure(new ApiError(400, "<html>proxy error</html>"), "save");
    expect(await screen.findByText("An Error Occurred!")).toBeInTheDocument();
  });

  it("shows nothing for a 400 with an empty body", () => {
    const show = vi.spyOn(notifications, "show");
    showFailure(new ApiError(400, undefined), "save");
    expect(show).not.toHaveBeenCalled();
    show.mockRestore();
  });
});
