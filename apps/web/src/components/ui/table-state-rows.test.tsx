import { MantineProvider, Table } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { TableStateRows, type TableStateRowsProps } from "./table-state-rows";

function renderRows(props: Omit<TableStateRowsProps, "columnCount" | "emptyText">) {
  return render(
    <MantineProvider theme={theme}>
      <Table>
        <Table.Tbody>
          <TableStateRows columnCount={4} emptyText="No records found." {...props} />
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
}

describe("TableStateRows", () => {
  it("shows three skeleton rows spanning every column while loading, unless told how many", () => {
    const { unmount } = renderRows({ loading: true, empty: false });
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.querySelector("td")).toHaveAttribute("colspan", "4");
    expect(screen.queryByText("No records found.")).not.toBeInTheDocument();
    unmount();

    renderRows({ loading: true, empty: false, skeletonRowCount: 5 });
    expect(screen.getAllByRole("row")).toHaveLength(5);
  });

  it("shows one row with the empty text when there are no records", () => {
    renderRows({ loading: false, empty: true });
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(1);
    expect(screen.getByRole("cell", { name: "No records found." })).toHaveAttribute("colspan", "4");
  });

  it("adds nothing once there are records", () => {
    renderRows({ loading: false, empty: false });
    expect(screen.queryAllByRole("row")).toHaveLength(0);
  });
});
