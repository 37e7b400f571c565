import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { type FormPart, imageBytes, multipartPayload } from "../../testing/upload";

const base = "/api/employeeBankAccount";

/** Real Zengin codes: Mizuho's Tokyo main office, MUFG's head office, SMBC's Shinjuku branch. */
const mizuho = { bankCode: "0001", branchCode: "001" };
const mufg = { bankCode: "0005", branchCode: "001" };
const smbc = { bankCode: "0009", branchCode: "221" };
const holder = { accountCategory: 1, accountName: "サトウ　ケンタ", accountNumber: "1234567" };

describe("bank account change requests", () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "employee2" } },
      people: {
        employee1: { department: "dev", fullName: "Kenta Sato" },
        employee2: { department: "dev" },
        hr1: { department: "dev", fullName: "Yumi Ito", roles: { sms: 2 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  const png: FormPart = {
    name: "evidences",
    filename: "passbook.png",
    contentType: "image/png",
    content: imageBytes.png,
  };
  const send = (
    call: "updateBankAccountRequest" | "deleteBankAccountRequest",
    who: string,
    bankAccount: unknown,
    files: FormPart[] = [],
    language = "en",
  ) => {
    const parts: FormPart[] = [
      ...(bankAccount === undefined
        ? []
        : [
            {
              name: "bankAccount",
              content: typeof bankAccount === "string" ? bankAccount : JSON.stringify(bankAccount),
            },
          ]),
      ...files,
    ];
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url: `${base}/${call}`,
      headers: { ...auth[who], ...headers, "accept-language": language },
      payload,
    });
  };
  const update = (who: string, bankAccount: unknown, files: FormPart[] = [], language = "en") =>
    send("updateBankAccountRequest", who, bankAccount, files, language);
  const current = async (who: string) =>
    (await t.app.inject({ method: "GET", url: `${base}/getBankAccount`, headers: auth[who] })).json();
  const decide = (id: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${id}/approve`,
      headers: auth.hr1,
      payload: {},
    });
  const requestCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("changeRequests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("has no account and no request at first", async () => {
    expect(await current("employee1")).toEqual({ account: null, pendingRequest: null });
  });

  it("refuses what the bank data does not know, bad fields and text that is not JSON; nothing is written", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...smbc, branchCode: "999", ...holder }, "branchCode", "The branch was not found at this bank."],
      [{ bankCode: "0002", branchCode: "001", ...holder }, "bankCode", "The bank was not found."],
      [{ ...mizuho, ...holder, accountNumber: "12345" }, "accountNumber", "Account number must be 7 digits."],
      [
        { ...mizuho, ...holder, accountCategory: 3 },
        "accountCategory",
        "Choose the account type: ordinary, current or savings.",
      ],
      [
        { ...mizuho, ...holder, accountName: "山田太郎" },
        "accountName",
        "Enter the holder's name in katakana as the bank has it (letters, digits and a few symbols are allowed).",
      ],
      [{ ...mizuho, ...holder, swiftCode: "MHCBJPJT" }, "swiftCode", "This field is not expected here."],
      ["{not json", "bankAccount", "The bank account details could not be read. Please send the form again."],
      ["[]", "bankAccount", expect.any(String) as unknown as string],
    ];
    for (const [bankAccount, field, errorMessage] of cases) {
      const response = await update("employee1", bankAccount, [png]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toContainEqual({ field, errorMessage });
    }
    const japanese = await update("employee1", { ...mizuho, ...holder, accountNumber: "１２３" }, [], "ja");
    expect(japanese.json().errors).toEqual([
      { field: "accountNumber", errorMessage: "口座番号は7桁の数字で入力してください。" },
    ]);
    const noPart = await update("employee1", undefined, [png]);
    expect(noPart.json().errors).toEqual([
      {
        field: "bankAccount",
        errorMessage: "The bank account details could not be read. Please send the form again.",
      },
    ]);
    const notMultipart = await t.app.inject({
      method: "POST",
      url: `${base}/updateBankAccountRequest`,
      headers: auth.employee1,
      payload: { ...mizuho, ...holder },
    });
    expect(notMultipart.statusCode).toBe(400);
    const disguised = await update("employee1", { ...smbc, ...holder }, [
      { ...png, content: imageBytes.html },
    ]);
    expect(disguised.json().errors).toEqual([
      {
        field: "evidences",
        errorMessage: "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.",
      },
    ]);
    expect(await requestCount()).toBe(0);
  });

  it("needs an evidence file for a bank other than the payroll banks 0001 and 0005", async () => {
    const response = await update("employee1", { ...smbc, ...holder });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "For a bank other than Mizuho or MUFG, please attach a photo of the passbook or cash card.",
      errors: [
        {
          field: "evidences",
          errorMessage:
            "For a bank other than Mizuho or MUFG, please attach a photo of the passbook or cash card.",
        },
      ],
    });
    const japanese = await update("employee1", { ...smbc, ...holder }, [], "ja");
    expect(japanese.json().message).toBe(
      "みずほ銀行・三菱UFJ銀行以外の口座は、通帳またはキャッシュカードの写真を添付してください。",
    );
    expect(await requestCount()).toBe(0);
  });

  it("submits a Mizuho account without evidence, names from the Zengin data, the holder in half-width katakana", async () => {
    // Names a client sends (the spec's fields) are ignored: the Zengin data names the bank.
    const response = await update("employee1", {
      ...mizuho,
      ...holder,
      bankName: "Some other bank",
      branchName: "Anywhere",
      reason: "Salary to my new account",
    });
    expect(response.statusCode, response.body).toBe(200);
    const request = response.json<ChangeRequest>();
    expect(request).toMatchObject({
      kind: "bankAccount",
      status: "submitted",
      isDelete: false,
      targetId: null,
      evidences: [],
    });
    expect(request.changes).toEqual([
      { field: "bankCode", oldValue: null, newValue: "0001" },
      { field: "bankName", oldValue: null, newValue: "みずほ" },
      { field: "branchCode", oldValue: null, newValue: "001" },
      { field: "branchName", oldValue: null, newValue: "東京営業部" },
      { field: "accountCategory", oldValue: null, newValue: "1" },
      { field: "accountName", oldValue: null, newValue: "ｻﾄｳ ｹﾝﾀ" },
      { field: "accountNumber", oldValue: null, newValue: "1234567" },
    ]);
    expect((await current("employee1")).pendingRequest).toMatchObject({
      id: request.id,
      status: "submitted",
    });
    const second = await update("employee1", { ...mufg, ...holder });
    expect(second.statusCode).toBe(409);
  });

  it("revises the caller's own pending request by id: MUFG, then SMBC keeping the uploaded file", async () => {
    const pending = (await current("employee1")).pendingRequest as ChangeRequest;
    const mufgEdit = await update(
      "employee1",
      { id: pending.id, ...mufg, ...holder, accountName: "ｻﾄｳ ｹﾝﾀ" },
      [png],
    );
    expect(mufgEdit.statusCode, mufgEdit.body).toBe(200);
    const revised = mufgEdit.json<ChangeRequest>();
    expect(revised.id).toBe(pending.id);
    expect(revised.changes.find((change) => change.field === "bankName")?.newValue).toBe("三菱UFJ");
    expect(revised.changes.find((change) => change.field === "branchName")?.newValue).toBe("本店");
    expect(revised.evidences).toHaveLength(1);

    const kept = revised.evidences.map((evidence) => ({ id: evidence.id }));
    const smbcEdit = await update("employee1", {
      id: pending.id,
      ...smbc,
      ...holder,
      accountCategory: 4,
      evidences: kept,
    });
    expect(smbcEdit.statusCode, smbcEdit.body).toBe(200);
    expect(smbcEdit.json<ChangeRequest>().evidences.map((evidence) => evidence.id)).toEqual(
      kept.map((k) => k.id),
    );
    // Dropping the only file of an SMBC account is refused; so is someone else's request.
    expect(
      (await update("employee1", { id: pending.id, ...smbc, ...holder, evidences: [] })).statusCode,
    ).toBe(400);
    expect((await update("employee2", { id: pending.id, ...mizuho, ...holder })).statusCode).toBe(404);
    expect((await update("employee1", { id: 999999, ...mizuho, ...holder })).statusCode).toBe(404);
  });

  it("puts the account in use when HR approves it (today), with the field history", async () => {
    const pending = (await current("employee1")).pendingRequest as ChangeRequest;
    expect((await decide(pending.id)).statusCode).toBe(200);
    expect(await current("employee1")).toEqual({
      account: {
        bankCode: "0009",
        bankName: "三井住友",
        branchCode: "221",
        branchName: "新宿",
        accountCategory: 4,
        accountName: "ｻﾄｳ ｹﾝﾀ",
        accountNumber: "1234567",
        effectiveDate: pending.effectiveDate,
      },
      pendingRequest: null,
    });
    const history = await t.app.inject({
      method: "GET",
      url: "/api/employeeChange/history?kind=bankAccount",
      headers: auth.employee1,
    });
    expect(history.json().data).toContainEqual(
      expect.objectContaining({
        field: "bankName",
        oldValue: null,
        newValue: "三井住友",
        approvedByName: "Yumi Ito",
      }),
    );
    const same = await update("employee1", { ...smbc, ...holder, accountCategory: 4 }, [png]);
    expect(same.json().message).toBe(
      "This request changes nothing: the new values are the same as the current ones.",
    );
  });

  it("asks to stop using the account (400 without one), and removes it when approved", async () => {
    const none = await send("deleteBankAccountRequest", "employee2", { reason: "Leaving" });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: "bankAccount", errorMessage: "You have no bank account registered to delete." },
    ]);
    const asked = await send("deleteBankAccountRequest", "employee1", { reason: "Closing the account" });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<ChangeRequest>();
    expect(request).toMatchObject({ isDelete: true, status: "submitted", reason: "Closing the account" });
    expect(request.changes.every((change) => change.newValue === null)).toBe(true);
    expect((await decide(request.id)).statusCode).toBe(200);
    expect((await current("employee1")).account).toBeNull();
  });

  it("is for signed-in users (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: `${base}/getBankAccount` })).statusCode).toBe(403);
    const { payload, headers } = multipartPayload([{ name: "bankAccount", content: "{}" }]);
    expect(
      (await t.app.inject({ method: "POST", url: `${base}/updateBankAccountRequest`, headers, payload }))
        .statusCode,
    ).toBe(403);
  });
});
