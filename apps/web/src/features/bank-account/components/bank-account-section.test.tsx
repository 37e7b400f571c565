import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bankRequest, mizuhoAccount } from "../../../test/bank-account";
import { callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { BankAccountSection } from "./bank-account-section";

const getAccount = "GET /api/employeeBankAccount/getBankAccount";

function renderSection() {
  return renderRoutes([{ path: "/", element: <BankAccountSection /> }], "/", undefined, { env: "test" });
}

describe("bank account section", () => {
  it("shows the account in use, its number hidden but for the last 3 digits until shown", async () => {
    serve({ [getAccount]: () => jsonResponse(200, { account: mizuhoAccount, pendingRequest: null }) });
    renderSection();
    const section = await screen.findByRole("region", { name: "Salary bank account" });
    expect(await within(section).findByText("0001 みずほ")).toBeInTheDocument();
    expect(within(section).getByText("001 東京営業部")).toBeInTheDocument();
    expect(within(section).getByText("Ordinary")).toBeInTheDocument();
    expect(within(section).getByText("ﾔﾏﾀﾞ ﾀﾛｳ")).toBeInTheDocument();
    expect(within(section).getByText("2025/04/01")).toBeInTheDocument();
    expect(within(section).getByText("••••321")).toBeInTheDocument();
    expect(within(section).queryByText("7654321")).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole("button", { name: "Show the whole account number" }));
    expect(within(section).getByText("7654321")).toBeInTheDocument();
    await userEvent.click(within(section).getByRole("button", { name: "Hide the account number" }));
    expect(within(section).getByText("••••321")).toBeInTheDocument();

    expect(within(section).getByRole("button", { name: "Change account" })).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Remove account" })).toBeInTheDocument();
  });

  it("says when no account is registered, and offers no removal", async () => {
    serve({ [getAccount]: () => jsonResponse(200, { account: null, pendingRequest: null }) });
    renderSection();
    expect(await screen.findByText(/No bank account is registered yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Register account" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove account" })).not.toBeInTheDocument();
  });

  it("says when the account could not be loaded, and retries", async () => {
    let calls = 0;
    serve({
      [getAccount]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, { account: mizuhoAccount, pendingRequest: null });
      },
    });
    renderSection();
    expect(await screen.findByText("Your bank account could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("0001 みずほ")).toBeInTheDocument();
  });

  it("shows the pending request, what it changes, and opens it", async () => {
    const fetchMock = serve({
      [getAccount]: () => jsonResponse(200, { account: mizuhoAccount, pendingRequest: bankRequest() }),
      "GET /api/employeeChange/requests/9": () => jsonResponse(200, bankRequest()),
    });
    renderSection();
    expect(await screen.findByText("Account change request")).toBeInTheDocument();
    expect(screen.getByText("From 2026/05/01")).toBeInTheDocument();
    const changes = screen.getByRole("list", { name: "What the request changes" });
    expect(within(changes).getByText(/0001 みずほ → 0009 三井住友/)).toBeInTheDocument();
    expect(within(changes).getByText(/001 東京営業部 → 100 本店/)).toBeInTheDocument();
    expect(within(changes).getByText(/••••321 → ••••567/)).toBeInTheDocument();
    // What stays as it is is not listed.
    expect(within(changes).getAllByRole("listitem")).toHaveLength(3);
    // One request at a time: the pending one is edited instead.
    expect(screen.queryByRole("button", { name: "Change account" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit request" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "View request" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/employeeChange/requests/9")).toHaveLength(1));
  });

  it("offers nothing but the request while a removal waits for HR", async () => {
    serve({
      [getAccount]: () =>
        jsonResponse(200, {
          account: mizuhoAccount,
          pendingRequest: bankRequest({ isDelete: true, changes: [] }),
        }),
    });
    renderSection();
    expect(await screen.findByText("Account removal request")).toBeInTheDocument();
    expect(screen.getByText(/You can make another request once HR has decided/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit request" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove account" })).not.toBeInTheDocument();
  });

  it("asks HR to remove the account: the reason and date as the bankAccount part, files as evidences", async () => {
    let answered = false;
    const fetchMock = serve({
      [getAccount]: () =>
        jsonResponse(200, {
          account: mizuhoAccount,
          pendingRequest: answered ? bankRequest({ isDelete: true, changes: [] }) : null,
        }),
      "POST /api/employeeBankAccount/deleteBankAccountRequest": () => {
        answered = true;
        return jsonResponse(200, bankRequest({ isDelete: true, changes: [] }));
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Remove account" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove bank account" });
    expect(within(dialog).getByText(/みずほ 東京営業部 ••••321/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "  Leaving the bank " } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send removal request" }));

    expect(
      await screen.findByText("Your request to remove the bank account was sent to HR."),
    ).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, "POST /api/employeeBankAccount/deleteBankAccountRequest");
    const body = sent?.body as FormData;
    expect(JSON.parse(String(body.get("bankAccount")))).toEqual({ reason: "Leaving the bank" });
    expect(body.getAll("evidences")).toEqual([]);
    expect(await screen.findByText("Account removal request")).toBeInTheDocument();
  });
});
