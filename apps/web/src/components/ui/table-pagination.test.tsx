import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { TablePagination } from "./table-pagination";

function renderPagination(totalCount: number, onChange = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <TablePagination
        totalCount={totalCount}
        pageSize={10}
        value={1}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": `${control} page` })}
      />
    </MantineProvider>,
  );
  return onChange;
}

describe("TablePagination", () => {
  it("shows nothing while every record fits on one page", () => {
    renderPagination(10);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("pages through the records once there are more than a page holds", async () => {
    const onChange = renderPagination(21);
    expect(screen.getByRole("button", { name: "3" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "4" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "next page" }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
