import type { WorkingAddressChangeResult } from "@portal/contract/working-address/working-address.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failingOnce, formBasics } from "../../test/commutation-ticket";
import { type Answers, serve } from "../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../test/render";
import { minatomirai, workingAddressRecord } from "../../test/working-address";
import { WorkingAddressPage } from "./working-address-page";

const history = "GET /api/employeeWorkingAddress/getWorkingAddress";

const current = workingAddressRecord({
  id: 2,
  workingAddress: "〒100-0005 東京都千代田区丸の内 1-6-5",
  changeDate: "2025-04-01",
  isCurrent: true,
  isScheduled: false,
});
const past = workingAddressRecord({
  id: 1,
  workingAddress: "〒530-0001 大阪府大阪市北区梅田 2-4-9",
  changeDate: "2020-04-01",
  isCurrent: false,
  isScheduled: false,
});
const scheduled = workingAddressRecord({ id: 3 });

function renderPage(answers: Answers) {
  const fetchMock = serve({
    ...formBasics,
    "GET /api/zipCode": () => jsonResponse(200, [minatomirai]),
    ...answers,
  });
  renderRoutes(
    [
      { path: "/working-address", element: <WorkingAddressPage /> },
      { path: "/commuting-ticket", element: <p>commuting tickets</p> },
    ],
    "/working-address",
    undefined,
    { env: "test" },
  );
  return fetchMock;
}

describe("working address page", () => {
  it("shows the address in force, the change to come, and the history newest first", async () => {
    renderPage({ [history]: () => jsonResponse(200, [scheduled, current, past]) });
    expect(screen.getByRole("heading", { level: 1, name: "Working address" })).toBeInTheDocument();
    const card = screen.getByRole("region", { name: "Current working address" });
    expect(await within(card).findByText("〒100-0005 東京都千代田区丸の内 1-6-5")).toBeInTheDocument();
    expect(within(card).getByText("Since 2025/04/01")).toBeInTheDocument();
    expect(
      within(card).getByText("Changes to 〒220-0012 神奈川県横浜市西区みなとみらい 3-6-1 on 2099/12/31"),
    ).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "History" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["2099/12/31", "〒220-0012 神奈川県横浜市西区みなとみらい 3-6-1", "Scheduled"],
      ["2025/04/01", "〒100-0005 東京都千代田区丸の内 1-6-5", "Current"],
      ["2020/04/01", "〒530-0001 大阪府大阪市北区梅田 2-4-9", "Past"],
    ]);
    expect(screen.getByRole("heading", { name: "Change working address" })).toBeInTheDocument();
  });

  it("before any record, shows the working place and offers to register the first address", async () => {
    renderPage({ [history]: () => jsonResponse(200, []) });
    expect(await screen.findByText("No working address recorded yet.")).toBeInTheDocument();
    expect(await screen.findByText("1-1 Marunouchi, Chiyoda-ku, Tokyo")).toBeInTheDocument();
    expect(screen.getByText("Your working place (no working address recorded yet)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Register your working address" })).toBeInTheDocument();
  });

  it("says when the history could not be loaded, and loads it again on Retry", async () => {
    renderPage({ [history]: failingOnce(() => jsonResponse(200, [current])) });
    expect(await screen.findByText("The history could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Current")).toBeInTheDocument();
  });

  it("after a change, lists the tickets to ask for again with a link to the commuting tickets", async () => {
    const result: WorkingAddressChangeResult = {
      workingAddress: scheduled,
      ticketsToChange: [
        {
          id: 5,
          departure: "新宿",
          arrival: "東京",
          startDate: "2099-12-01",
          endDate: "2100-02-28",
          status: 2,
        },
      ],
      isRouteMarked: true,
    };
    renderPage({
      [history]: () => jsonResponse(200, [current]),
      "POST /api/employeeWorkingAddress/changeWorkingAddress": () => jsonResponse(200, result),
    });
    await screen.findByText("Current");
    await userEvent.type(screen.getByRole("textbox", { name: /^Post code/ }), "2200012");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    fireEvent.change(screen.getByRole("textbox", { name: /^Change date/ }), {
      target: { value: "2099/12/31" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const notice = await screen.findByRole("status", {
      name: /Your working address changes on 2099\/12\/31/,
    });
    expect(within(notice).getByText("新宿 → 東京 (2099/12/01–2100/02/28)")).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole("link", { name: "Open my commuting tickets" }));
    expect(await screen.findByText("commuting tickets")).toBeInTheDocument();
  });
});
