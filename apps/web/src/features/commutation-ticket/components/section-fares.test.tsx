import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sentBodies, serveTickets } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { SectionFares } from "./section-fares";

const faresPath = "/api/commutationTicket/sectionFare";
const shibuyaShinjuku = {
  id: 7,
  departure: "新宿",
  arrival: "渋谷",
  oneMonth: 4700,
  threeMonths: 13390,
  sixMonths: null,
  note: "JR East fare table",
  updatedAt: "2026-11-20T01:00:00.000Z",
  updatedByName: "Yumi Ito",
};

function serve(list: unknown[] = [shibuyaShinjuku]) {
  return serveTickets({
    [`GET ${faresPath}`]: () => jsonResponse(200, { data: list, totalCount: list.length }),
    [`PUT ${faresPath}`]: (_url, body) => jsonResponse(200, { ...shibuyaShinjuku, ...(body as object) }),
    [`DELETE ${faresPath}/7`]: () => new Response(null, { status: 204 }),
    "GET /api/commutationTicket/station": () => jsonResponse(200, []),
  });
}

const renderFares = () => renderRoutes([{ path: "/fares", element: <SectionFares /> }], "/fares");
const form = () => screen.getByRole("form", { name: /official fare/ });

describe("official fares", () => {
  it("lists the sections with their fares and sets a new one, asking for a fare first", async () => {
    const fetchMock = serve();
    renderFares();
    const row = (await screen.findByText("新宿 ⇄ 渋谷")).closest("tr") as HTMLElement;
    expect(within(row).getByText("¥4,700")).toBeInTheDocument();
    expect(within(row).getByText("¥13,390")).toBeInTheDocument();
    expect(within(row).getByText("Yumi Ito")).toBeInTheDocument();
    expect(screen.getByText("1 section")).toBeInTheDocument();

    const typeInto = async (field: HTMLElement, text: string) => {
      await userEvent.click(field);
      await userEvent.paste(text);
    };
    await typeInto(within(form()).getByRole("combobox", { name: /^Station/ }), "池袋");
    await typeInto(within(form()).getByRole("combobox", { name: /^Other station/ }), "東京");
    await userEvent.click(within(form()).getByRole("button", { name: "Save fare" }));
    expect(within(form()).getByText("Enter the fare of at least one pass length.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PUT ${faresPath}`)).toHaveLength(0);

    await userEvent.type(within(form()).getByRole("textbox", { name: "3 months" }), "17640");
    await userEvent.click(within(form()).getByRole("button", { name: "Save fare" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT ${faresPath}`)).toEqual([
        { departure: "池袋", arrival: "東京", oneMonth: null, threeMonths: 17640, sixMonths: null, note: "" },
      ]),
    );
  });

  it("changes a fare from its row and removes one after asking", async () => {
    const fetchMock = serve();
    renderFares();
    await userEvent.click(await screen.findByRole("button", { name: "Change the fare of 新宿 ⇄ 渋谷" }));
    expect(screen.getByRole("heading", { name: "Change the official fare" })).toBeInTheDocument();
    expect(within(form()).getByRole("textbox", { name: "1 month" })).toHaveValue("4,700");
    expect(within(form()).getByRole("textbox", { name: /^Source/ })).toHaveValue("JR East fare table");

    await userEvent.click(screen.getByRole("button", { name: "Remove the fare of 新宿 ⇄ 渋谷" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this official fare?" });
    expect(within(dialog).getByText("新宿 ⇄ 渋谷 will offer the usual fare again.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === `${faresPath}/7`)).toBe(true));
  });

  it("says when there is no official fare yet", async () => {
    serve([]);
    renderFares();
    expect(
      await screen.findByText("No official fares yet: the form offers the usual fare of each section."),
    ).toBeInTheDocument();
  });
});
