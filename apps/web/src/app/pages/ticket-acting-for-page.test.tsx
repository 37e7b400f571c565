import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { actingForViews } from "../../features/commutation-ticket/acting-for-views";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { commutingRoute, sentBodies, ticket } from "../../test/commutation-ticket";
import { jsonResponse } from "../../test/render";
import {
  actionsOf,
  employeeInfo,
  history,
  inForce,
  renderActingForPage,
  routeAnswer,
  serveActingFor,
} from "../../test/ticket-acting-for";

describe("acting for an employee", () => {
  it("says whom HR acts for, and shows their route with what the status allows", async () => {
    const fetchMock = serveActingFor();
    renderActingForPage();
    expect(
      await screen.findByText("You are acting for Hanako Sato (E0001, Development 1)"),
    ).toBeInTheDocument();
    expect(screen.getByText(/recorded as done by you for them/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Legs of Hanako Sato's route" })).toBeInTheDocument();
    expect(screen.getByText("1-1 Marunouchi, Chiyoda-ku, Tokyo")).toBeInTheDocument();

    const first = screen.getByRole("article", { name: "Kichijoji → Shinjuku" });
    expect(within(first).getByText("Waiting for the employee's leader's confirmation.")).toBeInTheDocument();
    expect(actionsOf(first)).toEqual(["Details", "Edit"]);
    expect(within(first).getByRole("link", { name: "Edit Kichijoji → Shinjuku" })).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12?edit=1",
    );
    const second = screen.getByRole("article", { name: "Shinjuku → Tokyo" });
    expect(actionsOf(second)).toEqual(["Details", "Cancel or refund"]);
    expect(within(second).getByRole("link", { name: "Cancel or refund Shinjuku → Tokyo" })).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12?cancel=2",
    );
    // Confirmed by HR: neither the employee nor HR acting for them may change it now.
    expect(actionsOf(screen.getByRole("article", { name: "Tokyo → Shinagawa" }))).toEqual(["Details"]);

    expect(screen.getByText("Monthly cost of Hanako Sato's route")).toBeInTheDocument();
    expect(screen.getByText("¥12,340 of ¥50,000 a month")).toBeInTheDocument();

    const historySection = screen.getByRole("region", { name: "Hanako Sato's ticket history" });
    expect(await within(historySection).findByText("3 tickets")).toBeInTheDocument();
    expect(within(historySection).getAllByRole("row")).toHaveLength(4);
    const historyCall = fetchMock.mock.calls.find(([url]) => url === "/api/commutationTicket/history/12");
    expect(new Headers(historyCall?.[1]?.headers).get("x-pagination-page")).toBe("1");
    expect(sentBodies(fetchMock, "GET /api/commutationTicket/getDefaultRouteInfo")).toHaveLength(0);
  });

  it("invites the employee's first ticket when they have no route, and says the history is empty", async () => {
    serveActingFor({
      "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": routeAnswer(null),
      "GET /api/commutationTicket/history/12": history([]),
    });
    renderActingForPage();
    expect(await screen.findByText("Hanako Sato has no commuting route yet")).toBeInTheDocument();
    expect(await screen.findByText("No tickets yet.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "New ticket" })[0]).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12?add=createTicket",
    );
  });

  it("does not offer an edit the status does not allow, nor another employee's ticket", async () => {
    serveActingFor({
      "GET /api/commutationTicket/getTicket/2": () => jsonResponse(200, inForce),
      "GET /api/commutationTicket/getTicket/3": () =>
        jsonResponse(200, ticket(3, { employeeId: 99, status: 7 })),
    });
    const { router } = renderActingForPage(actingForViews.edit(12, 2));
    expect(
      await screen.findByText("This ticket can no longer be changed in its current status."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();

    await router.navigate(actingForViews.cancel(12, 3));
    expect(
      await screen.findByText("This ticket is not one of Hanako Sato's, or it no longer exists."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Hanako Sato's route" })).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12",
    );
  });

  it("says when the employee does not exist", async () => {
    serveActingFor({
      "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": () =>
        jsonResponse(404, { message: "Not found", errors: [] }),
    });
    renderActingForPage();
    expect(await screen.findByText("This employee was not found.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to the HR desk" })[1]).toHaveAttribute(
      "href",
      ticketPaths.hrDesk,
    );
    expect(screen.queryByText(/You are acting for/)).not.toBeInTheDocument();
  });

  it("offers a retry when the route or the history cannot be loaded", async () => {
    let routeFails = true;
    serveActingFor({
      "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": () =>
        routeFails
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, employeeInfo(commutingRoute([inForce]))),
      "GET /api/commutationTicket/history/12": () =>
        jsonResponse(500, { message: "Server error", errors: [] }),
    });
    renderActingForPage();
    const alert = await screen.findByRole("alert", { name: "The employee's route could not be loaded." });
    routeFails = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Shinjuku → Tokyo" })).toBeInTheDocument();
    expect(
      await screen.findByRole("alert", { name: "The employee's ticket history could not be loaded." }),
    ).toBeInTheDocument();
  });
});
