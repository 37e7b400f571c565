import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { sentBodies, serveTickets, type TicketApi } from "../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../test/render";
import { StationAdminPage } from "./station-admin-page";

const stationPath = "/api/commutationTicket/station";

const shinjuku = [
  { name: "Shinjuku", label: "Shinjuku (Chuo Line, JR East)" },
  { name: "Shinjuku", label: "Shinjuku (Marunouchi Line, Tokyo Metro)" },
];

function serve(answers: TicketApi = {}) {
  return serveTickets({
    [`GET ${stationPath}`]: (url) =>
      jsonResponse(
        200,
        new URL(url, "http://portal").searchParams.get("search") === "shinjuku" ? shinjuku : [],
      ),
    // The official fares below the stations: none yet.
    "GET /api/commutationTicket/sectionFare": () => jsonResponse(200, { data: [], totalCount: 0 }),
    ...answers,
  });
}

const renderPage = () =>
  renderRoutes([{ path: ticketPaths.stations, element: <StationAdminPage /> }], ticketPaths.stations);

const addForm = () => screen.getByRole("form", { name: "Add a station" });

async function fillStation(name: string, line: string, operator: string) {
  const form = addForm();
  await userEvent.click(within(form).getByRole("textbox", { name: /^Station name/ }));
  await userEvent.paste(name);
  await userEvent.click(within(form).getByRole("textbox", { name: /^Line/ }));
  await userEvent.paste(line);
  await userEvent.click(within(form).getByRole("textbox", { name: /^Operator/ }));
  await userEvent.paste(operator);
}

describe("stations", () => {
  it("lists the stations matching the search, or says none does", async () => {
    const fetchMock = serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Stations" })).toBeInTheDocument();
    expect(screen.getByText("Type part of a station's name, line or operator.")).toBeInTheDocument();

    const search = screen.getByRole("searchbox", { name: /Search stations/ });
    await userEvent.type(search, "shinjuku");
    const results = await screen.findByRole("list", { name: "Matching stations" });
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Shinjuku (Chuo Line, JR East)", "Shinjuku (Marunouchi Line, Tokyo Metro)"]);
    expect(screen.getByText("2 stations found")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`${stationPath}?search=shinjuku`);

    await userEvent.clear(search);
    await userEvent.type(search, "Takanawa");
    expect(await screen.findByText("No station matches “Takanawa”. You can add it.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Matching stations" })).not.toBeInTheDocument();
  });

  it("asks for the name, line and operator before sending", async () => {
    const fetchMock = serve();
    renderPage();
    await userEvent.click(within(addForm()).getByRole("button", { name: "Add station" }));
    expect(screen.getByText("Please enter the station's name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter the line.")).toBeInTheDocument();
    expect(screen.getByText("Please enter the operator.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${stationPath}`)).toHaveLength(0);
  });

  it("adds a missing station, says so, and looks it up", async () => {
    const fetchMock = serve({
      [`POST ${stationPath}`]: () =>
        jsonResponse(200, {
          name: "Takanawa Gateway",
          label: "Takanawa Gateway (Yamanote Line, JR East)",
        }),
    });
    renderPage();
    await fillStation("  Takanawa Gateway ", "Yamanote Line", "JR East");
    await userEvent.click(within(addForm()).getByRole("button", { name: "Add station" }));
    expect(
      await screen.findByText("Takanawa Gateway (Yamanote Line, JR East) was added to the station list."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${stationPath}`)).toEqual([
      { name: "Takanawa Gateway", line: "Yamanote Line", operator: "JR East" },
    ]);
    expect(within(addForm()).getByRole("textbox", { name: /^Station name/ })).toHaveValue("");
    expect(screen.getByRole("searchbox", { name: /Search stations/ })).toHaveValue("Takanawa Gateway");
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`${stationPath}?search=Takanawa+Gateway`),
    );
  });

  it("shows the server's message when the station is in the list already", async () => {
    serve({
      [`POST ${stationPath}`]: () =>
        jsonResponse(409, { message: "This station is already in the list.", errors: [] }),
    });
    renderPage();
    await fillStation("Shinjuku", "Chuo Line", "JR East");
    await userEvent.click(within(addForm()).getByRole("button", { name: "Add station" }));
    expect(await within(addForm()).findByRole("alert")).toHaveTextContent(
      "This station is already in the list.",
    );
    expect(within(addForm()).getByRole("textbox", { name: /^Station name/ })).toHaveValue("Shinjuku");
  });

  it("shows the server's field errors beside the fields", async () => {
    serve({
      [`POST ${stationPath}`]: () =>
        jsonResponse(400, {
          message: "Line is too long.",
          errors: [{ field: "line", errorMessage: "Line is too long." }],
        }),
    });
    renderPage();
    await fillStation("Shinjuku", "Chuo Line", "JR East");
    await userEvent.click(within(addForm()).getByRole("button", { name: "Add station" }));
    const line = await within(addForm()).findByRole("textbox", { name: /^Line/ });
    await waitFor(() => expect(line).toHaveAttribute("aria-invalid", "true"));
    expect(within(addForm()).getAllByText("Line is too long.")).toHaveLength(2);
  });

  it("says so when the user is not HR", async () => {
    serve({ [`POST ${stationPath}`]: () => jsonResponse(401, { message: "Permission denied", errors: [] }) });
    renderPage();
    await fillStation("Shinjuku", "Chuo Line", "JR East");
    await userEvent.click(within(addForm()).getByRole("button", { name: "Add station" }));
    expect(await screen.findByText("You do not have permission to perform this action.")).toBeInTheDocument();
  });
});
