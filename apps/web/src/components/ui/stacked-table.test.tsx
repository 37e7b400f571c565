import { MantineProvider, Table } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { StackedRow, StackedTable } from "./stacked-table";
import { TableStateRows } from "./table-state-rows";

/** A phone: every width query matches, and a box jsdom cannot measure is taken to be as narrow. */
function onAPhone() {
  const narrow = window.matchMedia("(max-width: 1px)");
  vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ ...narrow, matches: true, media: query }));
}

function renderTable({ empty = false } = {}) {
  return render(
    <MantineProvider theme={theme}>
      <StackedTable
        columns={[
          "Employee",
          { label: "Amount", thProps: { ta: "right" } },
          "Notes",
          { label: "Actions", isLabelHidden: true },
        ]}
        minWidth={720}
        tableProps={{ "aria-label": "Tickets" }}
      >
        <TableStateRows columnCount={4} loading={false} empty={empty} emptyText="No tickets." />
        {!empty && (
          <StackedRow>
            <Table.Td>
              Taro Suzuki <small>E00002</small>
            </Table.Td>
            <Table.Td ta="right">¥64,000</Table.Td>
            <Table.Td>{null}</Table.Td>
            <Table.Td>
              <button type="button">Reject</button>
            </Table.Td>
          </StackedRow>
        )}
      </StackedTable>
    </MantineProvider>,
  );
}

const row = () => screen.getByRole("cell", { name: /Taro Suzuki/ }).closest("tr") as HTMLElement;

describe("StackedTable", () => {
  it("is a table with its column headers where there is room", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Tickets" });
    expect(table).not.toHaveAttribute("data-stacked");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Employee", "Amount", "Notes", "Actions"]);
    // The cells carry no names of their own: the header names them.
    expect(within(row()).queryByText("Amount")).not.toBeInTheDocument();
    expect(within(row()).getByRole("cell", { name: "¥64,000" })).toHaveStyle({ textAlign: "right" });
  });

  it("on a phone shows each record as a card naming its cells, still a table to screen readers", () => {
    onAPhone();
    const errors = vi.spyOn(console, "error");
    renderTable();
    const table = screen.getByRole("table", { name: "Tickets" });
    expect(table).toHaveAttribute("data-stacked", "true");
    expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
    const cells = within(row()).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("EmployeeTaro Suzuki E00002");
    expect(cells[1]).toHaveTextContent("Amount¥64,000");
    // Its own alignment was the table column's; on the card it reads from the start.
    expect(cells[1]).not.toHaveStyle({ textAlign: "right" });
    // A name is for the eye: screen readers take the column header's.
    expect(within(cells[1] as HTMLElement).getByText("Amount")).toHaveAttribute("aria-hidden", "true");
    // An empty cell takes no room; a column whose header is hidden has no name on the card.
    expect(cells).toHaveLength(3);
    expect(row().querySelectorAll("td")[2]).toHaveStyle({ display: "none" });
    expect(cells[2]).toHaveTextContent(/^Reject$/);
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps a row that is not a record (nothing found) as it is", () => {
    onAPhone();
    renderTable({ empty: true });
    expect(screen.getByRole("cell", { name: "No tickets." })).toHaveAttribute("colspan", "4");
  });
});
