import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { serveTickets, ticket } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { LoadedTicket } from "./ticket-detail";

const renderLoaded = () =>
  renderRoutes(
    [
      {
        path: "/",
        element: <LoadedTicket id={5}>{(loaded) => <p>Loaded ticket {loaded.id}</p>}</LoadedTicket>,
      },
    ],
    "/",
  );

describe("LoadedTicket", () => {
  it("shows a loader, then renders its children with the ticket", async () => {
    serveTickets({ "GET /api/commutationTicket/getTicket/5": () => jsonResponse(200, ticket(5)) });
    renderLoaded();
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByText("Loaded ticket 5")).toBeInTheDocument();
  });

  it("says the ticket is not available when it is not found", async () => {
    serveTickets({});
    renderLoaded();
    expect(await screen.findByText("This ticket is not available.")).toBeInTheDocument();
  });

  it("offers a retry when the load fails", async () => {
    let calls = 0;
    serveTickets({
      "GET /api/commutationTicket/getTicket/5": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "Boom", errors: [] })
          : jsonResponse(200, ticket(5));
      },
    });
    renderLoaded();
    expect(await screen.findByRole("alert")).toHaveTextContent("The ticket could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Loaded ticket 5")).toBeInTheDocument();
  });
});
