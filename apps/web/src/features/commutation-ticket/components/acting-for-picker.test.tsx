import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { serveTickets, type TicketApi } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";
import { ActingForPicker } from "./acting-for-picker";

const hanako = {
  id: 12,
  account: "hsato",
  employeeCode: "E0001",
  name: "Hanako Sato",
  departmentName: "Development 1",
  departmentNameJa: "開発1部",
};
const taro = { ...hanako, id: 14, account: "tsato", employeeCode: "E0002", name: "Taro Sato" };

function renderPicker(answers: TicketApi) {
  const fetchMock = serveTickets(answers);
  const view = renderRoutes(
    [
      { path: ticketPaths.hrDesk, element: <ActingForPicker /> },
      { path: ticketPaths.actingForPattern, element: <p>acting for screen</p> },
    ],
    ticketPaths.hrDesk,
    undefined,
    { env: "test" },
  );
  return { ...view, fetchMock };
}

const searches = (fetchMock: ReturnType<typeof serveTickets>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith("/api/commutationTicket/employees"));

const box = () => screen.getByRole("combobox", { name: "Act for an employee" });

describe("acting-for picker", () => {
  it("searches employees as HR types, once typing pauses, and opens the one picked", async () => {
    const { fetchMock, router } = renderPicker({
      "GET /api/commutationTicket/employees": () => jsonResponse(200, [hanako, taro]),
    });
    await userEvent.click(box());
    expect(searches(fetchMock)).toHaveLength(0);
    await userEvent.type(box(), "sato");

    const option = await screen.findByRole("option", { name: "Hanako Sato (E0001, Development 1)" });
    expect(screen.getByRole("option", { name: "Taro Sato (E0002, Development 1)" })).toBeInTheDocument();
    // Debounced: one question for the word typed, not one per letter.
    expect(searches(fetchMock)).toEqual(["/api/commutationTicket/employees?search=sato"]);

    await userEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe("/commuting-ticket/hr/employee/12"));
    expect(screen.getByText("acting for screen")).toBeInTheDocument();
  }, 15_000);

  it("can be used with the keyboard alone", async () => {
    const { router } = renderPicker({
      "GET /api/commutationTicket/employees": () => jsonResponse(200, [taro]),
    });
    await userEvent.tab();
    expect(box()).toHaveFocus();
    await userEvent.keyboard("E0002");
    await screen.findByRole("option", { name: "Taro Sato (E0002, Development 1)" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/commuting-ticket/hr/employee/14"));
  });

  it("says when no employee matches", async () => {
    renderPicker({ "GET /api/commutationTicket/employees": () => jsonResponse(200, []) });
    await userEvent.type(box(), "nobody");
    expect(await screen.findByText("No employee found.")).toBeInTheDocument();
  });

  it("says when the search failed", async () => {
    renderPicker({
      "GET /api/commutationTicket/employees": () =>
        jsonResponse(500, { message: "Server error", errors: [] }),
    });
    await userEvent.type(box(), "sato");
    expect(
      await screen.findByText("The employees could not be searched. Please try again."),
    ).toBeInTheDocument();
  });

  it("asks nothing for blank text", async () => {
    const { fetchMock } = renderPicker({
      "GET /api/commutationTicket/employees": () => jsonResponse(200, [hanako]),
    });
    await userEvent.type(box(), "   ");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searches(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });
});
