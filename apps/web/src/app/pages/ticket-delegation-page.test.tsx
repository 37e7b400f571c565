import type { Delegation, Delegations } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { sentBodies, serveTickets, type TicketApi } from "../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../test/render";
import { TicketDelegationPage } from "./ticket-delegation-page";

function delegation(id: number, overrides: Partial<Delegation> = {}): Delegation {
  return {
    id,
    role: "leader",
    delegatorId: 10,
    delegatorName: "Taro Leader",
    delegateId: 20,
    delegateName: "Jiro Deputy",
    fromDate: "2026-04-01",
    toDate: "2099-04-10",
    active: true,
    createdAt: "2026-03-20T01:00:00.000Z",
    ...overrides,
  };
}

const jiro = {
  id: 20,
  account: "jdeputy",
  employeeCode: "E0020",
  name: "Jiro Deputy",
  departmentName: "Development 1",
  departmentNameJa: "開発1部",
};

function renderPage(delegations: Delegations, answers: TicketApi = {}) {
  const fetchMock = serveTickets({
    "GET /api/commutationTicket/delegations": () => jsonResponse(200, delegations),
    "GET /api/commutationTicket/delegations/candidates": () => jsonResponse(200, [jiro]),
    ...answers,
  });
  renderRoutes(
    [{ path: ticketPaths.delegation, element: <TicketDelegationPage /> }],
    ticketPaths.delegation,
    undefined,
    {
      env: "test",
    },
  );
  return fetchMock;
}

async function typeDate(label: string, text: string) {
  const field = screen.getByRole("textbox", { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe("delegation page", { timeout: 30_000 }, () => {
  it("lists the delegations given and received, and explains delegation", async () => {
    renderPage({
      canDelegate: [],
      given: [],
      received: [
        delegation(3, {
          role: "approver",
          delegatorName: "Akiko Approver",
          active: false,
          toDate: "2020-01-31",
          fromDate: "2020-01-01",
        }),
      ],
    });
    expect(
      await screen.findByText(/they see your queue and confirm or approve tickets for you/),
    ).toBeInTheDocument();
    const received = await screen.findByRole("region", { name: "Delegations you received" });
    expect(within(received).getByText("Akiko Approver")).toBeInTheDocument();
    expect(within(received).getByText("Ticket approval")).toBeInTheDocument();
    expect(within(received).getByText("2020/01/01 – 2020/01/31")).toBeInTheDocument();
    expect(within(received).getByText("Ended")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Name a delegate" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Delegations you gave" })).not.toBeInTheDocument();
  });

  it("names a delegate, showing the server's field errors on the fields", async () => {
    let calls = 0;
    const fetchMock = renderPage(
      { canDelegate: ["leader"], given: [], received: [] },
      {
        "POST /api/commutationTicket/delegations": () => {
          calls += 1;
          return calls === 1
            ? jsonResponse(400, {
                message: "A delegation lasts at most 366 days.",
                errors: [{ field: "toDate", errorMessage: "ticket.delegationTooLong" }],
              })
            : jsonResponse(200, delegation(8, { fromDate: "2099-04-01", toDate: "2099-04-10" }));
        },
      },
    );
    const form = await screen.findByRole("form", { name: "Name a delegate" });
    expect(within(form).getByRole("radio", { name: "Leader confirmation" })).toBeChecked();
    expect(within(form).queryByRole("radio", { name: "Ticket approval" })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole("button", { name: "Add delegation" }));
    expect(within(form).getByText("Please pick a delegate from the list.")).toBeInTheDocument();
    expect(within(form).getByText("Please enter the last day.")).toBeInTheDocument();

    await userEvent.type(within(form).getByRole("combobox", { name: "Delegate" }), "jiro");
    await userEvent.click(await screen.findByRole("option", { name: /Jiro Deputy \(jdeputy, E0020\)/ }));
    expect(
      fetchMock.mock.calls.some(
        ([url]) => url === "/api/commutationTicket/delegations/candidates?search=jiro",
      ),
    ).toBe(true);
    await typeDate("First day", "2099/04/01");
    await typeDate("Last day", "2100/05/01");
    await userEvent.click(within(form).getByRole("button", { name: "Add delegation" }));
    expect(await within(form).findByText("A delegation lasts at most 366 days.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Last day" })).toHaveAttribute("aria-invalid", "true");
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();

    await typeDate("Last day", "2099/04/10");
    await userEvent.click(within(form).getByRole("button", { name: "Add delegation" }));
    expect(
      await screen.findByText("Jiro Deputy is your delegate from 2099/04/01 to 2099/04/10."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/delegations")).toEqual([
      { role: "leader", delegateId: 20, fromDate: "2099-04-01", toDate: "2100-05-01" },
      { role: "leader", delegateId: 20, fromDate: "2099-04-01", toDate: "2099-04-10" },
    ]);
  });

  it("withdraws a delegation after asking", async () => {
    const fetchMock = renderPage(
      { canDelegate: ["leader", "approver"], given: [delegation(7)], received: [] },
      { "DELETE /api/commutationTicket/delegations/7": () => new Response(null, { status: 204 }) },
    );
    const given = await screen.findByRole("region", { name: "Delegations you gave" });
    expect(within(given).getByText("Active")).toBeInTheDocument();
    await userEvent.click(
      within(given).getByRole("button", { name: "Withdraw the delegation to Jiro Deputy" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Withdraw the delegation" });
    expect(dialog).toHaveTextContent("Withdraw the delegation of Leader confirmation to Jiro Deputy");
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("The delegation was withdrawn.")).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === "/api/commutationTicket/delegations/7" && init?.method === "DELETE",
      ),
    ).toHaveLength(1);
  });

  it("offers a retry when the delegations cannot be loaded", async () => {
    serveTickets({
      "GET /api/commutationTicket/delegations": () => jsonResponse(500, { message: "Boom", errors: [] }),
    });
    renderRoutes(
      [{ path: ticketPaths.delegation, element: <TicketDelegationPage /> }],
      ticketPaths.delegation,
    );
    expect(await screen.findByText("The delegations could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
