import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { commutingRoute, routeInfo, ticket } from "../../../test/commutation-ticket";
import { renderRoutes } from "../../../test/render";
import { RouteContent } from "./route-overview";

const oldAddressTicket = ticket(1, {
  departure: "Shinjuku",
  arrival: "Tokyo",
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  isChangeWorkingAddress: true,
});
const earlierTicket = ticket(2, { departure: "Ueno", arrival: "Tokyo", endDate: "2026-11-30" });

function renderRoute(route: ReturnType<typeof commutingRoute>) {
  renderRoutes([{ path: "/", element: <RouteContent info={routeInfo(route)} /> }], "/");
}

describe("working-address change notice", () => {
  it("lists the tickets for the old address and offers a ticket for the new one", () => {
    renderRoute(
      commutingRoute([oldAddressTicket, earlierTicket], {
        isChangeWorkingAddress: true,
        workingAddressChangeDate: "2026-12-15",
      }),
    );
    const notice = screen.getByRole("alert", { name: /The working address changes on 2026\/12\/15/ });
    expect(within(notice).getByText(/Shinjuku → Tokyo/)).toHaveTextContent(
      "Shinjuku → Tokyo (2026/12/01 – 2026/12/31)",
    );
    expect(within(notice).queryByText(/Ueno/)).not.toBeInTheDocument();
    expect(
      within(notice).getByRole("link", { name: "Ask for a ticket for the new address" }),
    ).toHaveAttribute("href", "/commuting-ticket/new?kind=createTicket");
    expect(within(notice).getByRole("link", { name: "See my working address" })).toHaveAttribute(
      "href",
      "/working-address",
    );
  });

  it("is not shown for a route that is not marked", () => {
    renderRoute(commutingRoute([earlierTicket]));
    expect(screen.queryByText(/The working address changes/)).not.toBeInTheDocument();
  });
});
