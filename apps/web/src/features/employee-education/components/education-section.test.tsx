import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { educationRecord, educationRequest } from "../../../test/employee-education";
import { callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { EducationSection } from "./education-section";

const getRecords = "GET /api/employee/get-education";
const getRequests = "GET /api/employee/get-education-request";

function renderSection() {
  return renderRoutes([{ path: "/", element: <EducationSection /> }], "/", undefined, { env: "test" });
}

describe("education section", () => {
  it("shows the approved records with their certificates", async () => {
    serve({
      [getRecords]: () =>
        jsonResponse(200, [
          educationRecord(),
          educationRecord({
            id: 6,
            employeeEducationId: 60,
            schoolName: "Tokyo Institute of Technology",
            literacy: "master",
            specialized: null,
            graduationYear: null,
            graduationRating: null,
            status: "studying",
            evidences: [],
          }),
        ]),
      [getRequests]: () => jsonResponse(200, []),
    });
    renderSection();
    const records = await screen.findByRole("list", { name: "Education records" });
    const [waseda, tokyoTech] = within(records)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === records);
    expect(waseda).toHaveTextContent("Waseda University");
    expect(waseda).toHaveTextContent("Bachelor's degree");
    expect(waseda).toHaveTextContent("Computer Science");
    expect(waseda).toHaveTextContent("2015");
    expect(waseda).toHaveTextContent("Good");
    expect(waseda).toHaveTextContent("Graduated");
    expect(
      within(waseda as HTMLElement).getByRole("button", { name: "View diploma.pdf" }),
    ).toBeInTheDocument();
    expect(tokyoTech).toHaveTextContent("Studying");
    expect(tokyoTech).toHaveTextContent("Not given");
    expect(tokyoTech).toHaveTextContent("No certificate");
    expect(
      within(tokyoTech as HTMLElement).getByRole("button", {
        name: "Request a change to Tokyo Institute of Technology",
      }),
    ).toBeInTheDocument();
  });

  it("opens a certificate's presigned link in a new tab", async () => {
    const fetchMock = serve({
      [getRecords]: () => jsonResponse(200, [educationRecord()]),
      [getRequests]: () => jsonResponse(200, []),
      "GET /api/employee/5/education-presign-url": () =>
        jsonResponse(200, {
          url: "/api/employee/education-certificate/71?expires=1&signature=abc",
          expiresAt: "",
        }),
    });
    const tab = { opener: {}, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "View diploma.pdf" }));
    await waitFor(() =>
      expect(tab.location.href).toBe("/api/employee/education-certificate/71?expires=1&signature=abc"),
    );
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    expect(
      callsTo(fetchMock, "GET /api/employee/5/education-presign-url")[0]?.url.searchParams.get("evidenceId"),
    ).toBe("71");
  });

  it("shows the requests waiting for HR, and a pending change on its record", async () => {
    serve({
      [getRecords]: () => jsonResponse(200, [educationRecord()]),
      [getRequests]: () =>
        jsonResponse(200, [
          educationRequest(),
          educationRequest({
            id: 22,
            targetId: 50,
            changes: [{ field: "graduationRating", oldValue: "Good", newValue: "Excellent" }],
          }),
        ]),
    });
    renderSection();
    expect(await screen.findByText("New: University of Tokyo")).toBeInTheDocument();
    expect(screen.getByText("Change: Waseda University")).toBeInTheDocument();
    expect(screen.getByText(/Good → Excellent/)).toBeInTheDocument();
    expect(screen.getByText(/Master's degree/)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "View request" })).toHaveLength(2);
    expect(screen.getByText("A change is waiting for HR.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Request a change/ })).not.toBeInTheDocument();
  });

  it("says when there is no education yet", async () => {
    serve({ [getRecords]: () => jsonResponse(200, []), [getRequests]: () => jsonResponse(200, []) });
    renderSection();
    expect(await screen.findByText("No education is registered yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add education" })).toBeInTheDocument();
  });

  it("says when the records could not be loaded, and retries", async () => {
    let calls = 0;
    serve({
      [getRecords]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "", errors: [] })
          : jsonResponse(200, [educationRecord()]);
      },
      [getRequests]: () => jsonResponse(200, []),
    });
    renderSection();
    expect(await screen.findByText("Your education could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Waseda University")).toBeInTheDocument();
  });
});
