import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { TablePagination } from "./table-pagination";

function renderPagination(totalCount: number, onChange = vi.fn(), namedPages = false) {
  render(
    <MantineProvider theme={theme}>
      <TablePagination
        totalCount={totalCount}
        pageSize={10}
        value={1}
        onChange={onChange}
        namedPages={namedPages}
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
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
  });

  it("names each page's button when asked", async () => {
    const onChange = renderPagination(21, vi.fn(), true);
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
