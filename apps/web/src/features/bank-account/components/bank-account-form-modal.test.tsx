import type { BankAccount } from "@portal/contract/bank-account/bank-account.schema";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bankRequest, mizuhoAccount, uploadedEvidence } from "../../../test/bank-account";
import { callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { bankAccountKeys } from "../api/bank-account-keys";
import { BankAccountFormModal } from "./bank-account-form-modal";

const banks = [
  { code: "0001", name: "みずほ", kana: "ミズホ", hira: "みずほ", roma: "mizuho" },
  {
    code: "0005",
    name: "三菱ＵＦＪ",
    kana: "ミツビシユ－エフジエイ",
    hira: "みつびしゆーえふじえい",
    roma: "mitsubishiyuefujiei",
  },
];
const branches = [
  { code: "001", name: "東京営業部", kana: "トウキヨウ" },
  { code: "004", name: "丸の内中央", kana: "マルノウチチユウオウ" },
];
const update = "POST /api/employeeBankAccount/updateBankAccountRequest";

function renderForm(pendingRequest: ChangeRequest | null = null, account: BankAccount | null = null) {
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: "/",
        element: (
          <BankAccountFormModal opened onClose={onClose} pendingRequest={pendingRequest} account={account} />
        ),
      },
    ],
    "/",
    undefined,
    { env: "test" },
  );
  return { ...view, onClose };
}

/** The server's match, roughly: a code prefix, or a name or kana containing the search. */
function matching<T extends { code: string; name: string; kana: string }>(items: T[], url: URL): T[] {
  const search = url.searchParams.get("search") ?? "";
  return items.filter(
    (item) => item.code.startsWith(search) || item.name.includes(search) || item.kana.includes(search),
  );
}

function serveForm(answer: () => Response = () => jsonResponse(200, bankRequest())) {
  return serve({
    "GET /api/employeeBankAccount/getBanks": (url) => jsonResponse(200, matching(banks, url)),
    "GET /api/employeeBankAccount/getBranches/0001": (url) => jsonResponse(200, matching(branches, url)),
    [update]: answer,
  });
}

const dialog = () => screen.getByRole("dialog");
const field = (label: RegExp) => within(dialog()).getByRole("textbox", { name: label });
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => userEvent.click(within(dialog()).getByRole("button", { name: "Send to HR" }));

function fileInput(): HTMLInputElement {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

const passbook = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "passbook.png", { type: "image/png" });

/** Picks the bank and branch the way a user does: typing, then choosing from the lists. */
async function chooseMizuhoTokyo() {
  await userEvent.type(within(dialog()).getByRole("combobox", { name: /^Bank/ }), "みずほ");
  await userEvent.click(await screen.findByRole("option", { name: /0001 みずほ/ }));
  const branch = within(dialog()).getByRole("combobox", { name: /^Branch/ });
  await waitFor(() => expect(branch).toBeEnabled());
  await userEvent.click(branch);
  await userEvent.click(await screen.findByRole("option", { name: /001 東京営業部/ }));
}

describe("bank account change form", () => {
  it("converts the holder name to half-width katakana when the field is left", async () => {
    serveForm();
    renderForm();
    await screen.findByRole("dialog", { name: "Change bank account" });
    expect(screen.getByText(/in half-width katakana \(e\.g\. ﾔﾏﾀﾞ ﾀﾛｳ\)/)).toBeInTheDocument();
    fireEvent.change(field(/^Account holder/), { target: { value: "ヤマダ　タロウ" } });
    fireEvent.blur(field(/^Account holder/));
    expect(field(/^Account holder/)).toHaveValue("ﾔﾏﾀﾞ ﾀﾛｳ");
  }, 15_000);

  it("refuses a 6-digit account number and a missing bank, and sends nothing", async () => {
    const fetchMock = serveForm();
    renderForm();
    await screen.findByRole("dialog");
    fill(/^Account number/, "123456");
    fill(/^Account holder/, "ﾔﾏﾀﾞ ﾀﾛｳ");
    await submit();
    expect(screen.getByText("Enter the 7-digit account number.")).toBeInTheDocument();
    expect(field(/^Account number/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Choose the bank.")).toBeInTheDocument();
    expect(screen.getByText("Choose the branch.")).toBeInTheDocument();
    expect(callsTo(fetchMock, update)).toHaveLength(0);
  }, 15_000);

  it("keeps digits only in the account number, at most 7", async () => {
    serveForm();
    renderForm();
    await screen.findByRole("dialog");
    fill(/^Account number/, "１２３a4567890");
    expect(field(/^Account number/)).toHaveValue("1234567");
  }, 15_000);

  it("finds banks with getBanks, the chosen bank's branches with getBranches, and sends multipart", async () => {
    const fetchMock = serveForm();
    const { onClose, queryClient } = renderForm();
    await screen.findByRole("dialog");
    const branch = within(dialog()).getByRole("combobox", { name: /^Branch/ });
    expect(branch).toBeDisabled();
    await chooseMizuhoTokyo();
    expect(
      callsTo(fetchMock, "GET /api/employeeBankAccount/getBanks").map(({ url }) =>
        url.searchParams.get("search"),
      ),
    ).toEqual(["みずほ"]);
    expect(callsTo(fetchMock, "GET /api/employeeBankAccount/getBranches/0001").length).toBeGreaterThan(0);

    await userEvent.click(within(dialog()).getByRole("radio", { name: "Savings" }));
    fill(/^Account number/, "0012345");
    fill(/^Account holder/, "やまだ　たろう");
    await userEvent.upload(fileInput(), passbook());
    expect(within(dialog()).getByRole("list", { name: /Passbook or cash card/ })).toHaveTextContent(
      "passbook.png",
    );
    queryClient.setQueryData(bankAccountKeys.account(), { account: null, pendingRequest: null });
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText("Your bank account change was sent to HR.")).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, update);
    const body = sent?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(body.get("bankAccount")))).toEqual({
      bankCode: "0001",
      branchCode: "001",
      accountCategory: 4,
      accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
      accountNumber: "0012345",
    });
    expect(body.getAll("evidences").map((file) => (file as File).name)).toEqual(["passbook.png"]);
    expect(queryClient.getQueryState(bankAccountKeys.account())?.isInvalidated).toBe(true);
  }, 20_000);

  it("edits the pending request: sends its id and the files kept by id, and only the new files", async () => {
    const pending = bankRequest({
      evidences: [uploadedEvidence(31, "card.jpg"), uploadedEvidence(32, "old-passbook.jpg")],
      changes: [
        { field: "bankCode", oldValue: "0005", newValue: "0001" },
        { field: "bankName", oldValue: "三菱ＵＦＪ", newValue: "みずほ" },
        { field: "branchCode", oldValue: "100", newValue: "001" },
        { field: "branchName", oldValue: "本店", newValue: "東京営業部" },
        { field: "accountCategory", oldValue: "1", newValue: "1" },
        { field: "accountNumber", oldValue: "7654321", newValue: "1234567" },
        { field: "accountName", oldValue: "ﾔﾏﾀﾞ ﾀﾛｳ", newValue: "ﾔﾏﾀﾞ ﾀﾛｳ" },
      ],
    });
    const fetchMock = serveForm();
    renderForm(pending);
    await screen.findByRole("dialog", { name: "Edit your bank account request" });
    expect(within(dialog()).getByRole("combobox", { name: /^Bank/ })).toHaveValue("0001 みずほ");
    expect(within(dialog()).getByRole("combobox", { name: /^Branch/ })).toHaveValue("001 東京営業部");
    expect(field(/^Account number/)).toHaveValue("1234567");
    expect(field(/^Reason/)).toHaveValue("Salary to my new account");

    await userEvent.click(within(dialog()).getByRole("button", { name: "Remove old-passbook.jpg" }));
    await userEvent.upload(fileInput(), passbook());
    await userEvent.click(within(dialog()).getByRole("button", { name: "Update request" }));

    expect(await screen.findByText("Your bank account request was updated.")).toBeInTheDocument();
    const body = callsTo(fetchMock, update)[0]?.body as FormData;
    expect(JSON.parse(String(body.get("bankAccount")))).toEqual({
      id: 9,
      evidences: [{ id: 31 }],
      bankCode: "0001",
      branchCode: "001",
      accountCategory: 1,
      accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
      accountNumber: "1234567",
      reason: "Salary to my new account",
      effectiveDate: "2026-05-01",
    });
    expect(body.getAll("evidences").map((file) => (file as File).name)).toEqual(["passbook.png"]);
  }, 15_000);

  it("shows the server's field errors on their fields and stays open", async () => {
    const message = "The account number is not valid for this bank.";
    const fetchMock = serveForm(() =>
      jsonResponse(400, { message, errors: [{ field: "bankAccount.accountNumber", errorMessage: message }] }),
    );
    const { onClose } = renderForm(
      bankRequest({ evidences: [uploadedEvidence(31, "card.jpg")] }),
      mizuhoAccount,
    );
    await screen.findByRole("dialog");
    expect(field(/^Account holder/)).toHaveValue("ﾔﾏﾀﾞ ﾀﾛｳ");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Update request" }));
    await waitFor(() => expect(callsTo(fetchMock, update)).toHaveLength(1));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(message);
    expect(field(/^Account number/)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog()).getAllByText(message)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  }, 15_000);

  it("picks the bank and branch with the keyboard alone", async () => {
    serveForm();
    renderForm();
    const bank = within(await screen.findByRole("dialog")).getByRole("combobox", { name: /^Bank/ });
    bank.focus();
    await userEvent.keyboard("0001");
    await screen.findByRole("option", { name: /0001 みずほ/ });
    await waitFor(() => expect(screen.queryByRole("option", { name: /0005/ })).not.toBeInTheDocument());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(bank).toHaveValue("0001 みずほ"));
    const branch = within(dialog()).getByRole("combobox", { name: /^Branch/ });
    await waitFor(() => expect(branch).toBeEnabled());
    await userEvent.tab();
    expect(branch).toHaveFocus();
    await userEvent.keyboard("004");
    await screen.findByRole("option", { name: /004 丸の内中央/ });
    await waitFor(() =>
      expect(screen.queryByRole("option", { name: /001 東京営業部/ })).not.toBeInTheDocument(),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(branch).toHaveValue("004 丸の内中央"));
  }, 20_000);

  it("refuses a file type the server would refuse, without listing it", async () => {
    serveForm();
    renderForm();
    await screen.findByRole("dialog");
    await userEvent.upload(fileInput(), new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await within(dialog()).findByText(/notes\.txt cannot be attached/)).toBeInTheDocument();
    expect(within(dialog()).queryByRole("list", { name: /Passbook or cash card/ })).not.toBeInTheDocument();
  }, 15_000);
});
