import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { EmployeeDetailsCard } from "./employee-details-card";

describe("EmployeeDetailsCard", () => {
  it("shows an error with a retry when the profile cannot be loaded", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(500, { message: "Boom", errors: [] }))
      .mockResolvedValueOnce(jsonResponse(500, { message: "Boom", errors: [] }));
    vi.stubGlobal("fetch", fetchMock);
    renderRoutes([{ path: "/", element: <EmployeeDetailsCard /> }], "/");

    expect(await screen.findByRole("alert")).toHaveTextContent("Your details could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
