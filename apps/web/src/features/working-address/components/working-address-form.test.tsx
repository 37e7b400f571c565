import type { WorkingAddressChangeResult } from "@portal/contract/working-address/working-address.schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type Answers, callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { minatomirai, workingAddressRecord } from "../../../test/working-address";
import { WorkingAddressForm } from "./working-address-form";

/** A change after this one may start on 2099-12-31 at the earliest, whatever today is. */
const latestChangeDate = "2099-12-30";

const saved: WorkingAddressChangeResult = {
  workingAddress: workingAddressRecord(),
  ticketsToChange: [],
  isRouteMarked: false,
};

function renderForm(answers: Answers = {}, isFirst = false) {
  const fetchMock = serve({
    "GET /api/zipCode": () => jsonResponse(200, [minatomirai]),
    "POST /api/employeeWorkingAddress/changeWorkingAddress": () => jsonResponse(200, saved),
    "POST /api/employeeWorkingAddress/addWorkingAddress": () => jsonResponse(200, saved),
    ...answers,
  });
  const onSaved = vi.fn();
  renderRoutes(
    [
      {
        path: "/",
        element: (
          <WorkingAddressForm
            latestChangeDate={isFirst ? null : latestChangeDate}
            isFirst={isFirst}
            onSaved={onSaved}
          />
        ),
      },
    ],
    "/",
    undefined,
    { env: "test" },
  );
  return { fetchMock, onSaved };
}

const field = (label: RegExp) => screen.getByRole("textbox", { name: label });
const save = () => screen.getByRole("button", { name: "Save" });

describe("working address form", () => {
  it("shows the example address as a hint and keeps Save disabled while the address is empty", async () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Change working address" })).toBeInTheDocument();
    expect(
      screen.getByText("Example: 〒100-0005 東京都千代田区丸の内 1-6-5 丸の内北口ビル 12F"),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
    fireEvent.change(field(/^Address/), { target: { value: "   " } });
    expect(save()).toBeDisabled();
    fireEvent.change(field(/^Address/), { target: { value: "東京都港区芝" } });
    expect(save()).toBeEnabled();
  });

  it("fills the address from the post code lookup", async () => {
    const { fetchMock } = renderForm();
    await userEvent.type(field(/^Post code/), "220-001");
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(field(/^Post code/), "2");
    await waitFor(() => expect(field(/^Address/)).toHaveValue("神奈川県横浜市西区みなとみらい"));
    expect(save()).toBeEnabled();
  });

  it("offers change dates from the day after the latest change, and refuses earlier ones", async () => {
    const { fetchMock } = renderForm();
    expect(screen.getByText("2099/12/31 or later (YYYY/MM/DD)")).toBeInTheDocument();
    await userEvent.type(field(/^Post code/), "2200012");
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.change(field(/^Change date/), { target: { value: "2099/12/30" } });
    await userEvent.click(save());
    expect(await screen.findByText("The change date must be 2099/12/31 or later.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/employeeWorkingAddress/changeWorkingAddress")).toHaveLength(0);
  });

  it("sends the change and hands over what the server did", async () => {
    const { fetchMock, onSaved } = renderForm();
    await userEvent.type(field(/^Post code/), "2200012");
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.change(field(/^Block, building and floor/), { target: { value: " 3-6-1 " } });
    fireEvent.change(field(/^Change date/), { target: { value: "2099/12/31" } });
    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(
      callsTo(fetchMock, "POST /api/employeeWorkingAddress/changeWorkingAddress").map(({ body }) => body),
    ).toEqual([
      {
        postCode: "2200012",
        address1: "神奈川県横浜市西区みなとみらい",
        address2: "3-6-1",
        changeDate: "2099-12-31",
      },
    ]);
    expect(field(/^Address/)).toHaveValue("");
  });

  it("adds the first working address, and shows the server's field errors", async () => {
    const { fetchMock, onSaved } = renderForm(
      {
        "POST /api/employeeWorkingAddress/addWorkingAddress": () =>
          jsonResponse(400, {
            message: "Post Code invalid.",
            errors: [{ field: "postCode", errorMessage: "Post Code invalid." }],
          }),
      },
      true,
    );
    expect(screen.getByRole("heading", { name: "Register your working address" })).toBeInTheDocument();
    await userEvent.type(field(/^Post code/), "2200012");
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.change(field(/^Change date/), { target: { value: "2099/12/31" } });
    await userEvent.click(save());
    await waitFor(() => expect(field(/^Post code/)).toHaveAttribute("aria-invalid", "true"));
    // Above the form and beside the field.
    expect(screen.getAllByText("Post Code invalid.")).toHaveLength(2);
    expect(callsTo(fetchMock, "POST /api/employeeWorkingAddress/addWorkingAddress")).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
