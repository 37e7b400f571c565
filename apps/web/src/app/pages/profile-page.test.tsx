import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../lib/session-store";
import { fakeProfile, fakeRequest, page } from "../../test/employee-change";
import { callsTo, serve } from "../../test/fake-api";
import { fakeLoginResponse } from "../../test/login-response";
import { jsonResponse, renderRoutes } from "../../test/render";
import { ProfilePage } from "./profile-page";

const profile = fakeProfile();

const basics = {
  "GET /api/employee/profile": () => jsonResponse(200, profile),
  // The sections other features own (tested on their own): nothing in them yet.
  "GET /api/employeeBankAccount/getBankAccount": () =>
    jsonResponse(200, { account: null, pendingRequest: null }),
  "GET /api/employee/get-education": () => jsonResponse(200, []),
  "GET /api/employee/get-education-request": () => jsonResponse(200, []),
  "GET /api/workinghistory": () => jsonResponse(200, { data: [], totalCount: 0 }),
  "GET /api/employeeAvatar/getAvatar": () => jsonResponse(200, ""),
  "GET /api/employeeChange/requests": () => jsonResponse(200, page([])),
  "GET /api/employeeaddress/getByEmployeeId": () =>
    jsonResponse(200, [
      {
        id: 4,
        employeeId: 12,
        postCode: "1000005",
        prefecture: "東京都",
        city: "千代田区",
        town: "丸の内1-1",
        building: "",
        changeAddressDate: "2024-04-01",
        requestId: null,
        isCurrent: true,
      },
    ]),
};

function renderPage(path = "/profile") {
  return renderRoutes([{ path: "/profile", element: <ProfilePage /> }], path, undefined, { env: "test" });
}

const section = (name: string) => screen.getByRole("region", { name });

describe("profile page", { timeout: 30_000 }, () => {
  beforeEach(() => saveSession(fakeLoginResponse(), "account"));

  it("shows the sections of the contract's table, with how each changes", async () => {
    serve(basics);
    renderPage();
    expect(await screen.findByRole("heading", { level: 2, name: "Hanako Sato" })).toBeInTheDocument();
    expect(screen.getByText("Development 1 / Engineer")).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "Profile sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Basic information",
      "Contact details",
      "Home address",
      "Contract and job",
      "Residence card and visa",
      "Emergency contact",
      "Passport",
      "Bank account",
      "Education",
      "Working history",
    ]);
    expect(within(nav).getByRole("link", { name: "Passport" })).toHaveAttribute("href", "#profile-passport");

    const basic = section("Basic information");
    expect(within(basic).getByText("1990/04/01")).toBeInTheDocument();
    expect(within(basic).getByText("Female")).toBeInTheDocument();
    expect(within(basic).getByText("Single")).toBeInTheDocument();
    expect(within(basic).getByRole("button", { name: "Edit Basic information" })).toBeInTheDocument();
    expect(
      within(basic).getByRole("button", { name: "Request a change to Basic information" }),
    ).toBeInTheDocument();
    // The code and the account are HR's: marked with a lock.
    expect(within(basic).getAllByText("Managed by HR")).toHaveLength(2);

    // Contract and job: HR's only, so no way to change it here.
    const contract = section("Contract and job");
    expect(within(contract).queryByRole("button")).not.toBeInTheDocument();
    expect(within(contract).getByText("Managed by HR")).toBeInTheDocument();
    expect(within(contract).getByText("2020/04/01")).toBeInTheDocument();

    // Emergency contact: direct fields only; the relation is translated.
    const emergency = section("Emergency contact");
    expect(within(emergency).getByText("Father")).toBeInTheDocument();
    expect(within(emergency).getByRole("button", { name: "Edit Emergency contact" })).toBeInTheDocument();
    expect(within(emergency).queryByRole("button", { name: /Request a change/ })).not.toBeInTheDocument();

    // Visa and passport: requests only, and nothing set yet.
    const visa = section("Residence card and visa");
    expect(within(visa).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(visa).getAllByText("Not set")).toHaveLength(3);

    const address = section("Home address");
    expect(within(address).getByRole("button", { name: "Change address" })).toBeInTheDocument();
    expect(await within(address).findByText("Current")).toBeInTheDocument();

    expect(section("Salary bank account")).toBeInTheDocument();
    expect(section("Education")).toBeInTheDocument();
    expect(section("Working history")).toBeInTheDocument();
  });

  it("offers a retry when the profile cannot be loaded", async () => {
    let calls = 0;
    serve({
      ...basics,
      "GET /api/employee/profile": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, profile);
      },
    });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your profile could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Hanako Sato" })).toBeInTheDocument();
  });

  it("edits direct fields at once, sending only those changed", async () => {
    const fetchMock = serve({
      ...basics,
      "PUT /api/employee/changeProfile": (_url, body) =>
        jsonResponse(200, { ...profile, ...(body as object) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Emergency contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: Emergency contact" });
    const phone = within(dialog).getByRole("textbox", { name: "Phone" });
    await userEvent.clear(phone);
    await userEvent.type(phone, "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/Enter a phone number/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT /api/employee/changeProfile")).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, "03-9999-0000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "PUT /api/employee/changeProfile").map((call) => call.body)).toEqual([
      { emergencyContactPhone: "03-9999-0000" },
    ]);
    expect(callsTo(fetchMock, "PUT /api/employee/changeWorkplace")).toHaveLength(0);
    expect(await screen.findByText("Your profile has been updated.")).toBeInTheDocument();
    // The page shows the answered profile without asking again.
    expect(within(section("Emergency contact")).getByText("03-9999-0000")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/employee/profile")).toHaveLength(1);
  });

  it("sends workplace fields to their own call", async () => {
    const fetchMock = serve({
      ...basics,
      "PUT /api/employee/changeProfile": (_url, body) =>
        jsonResponse(200, { ...profile, ...(body as object) }),
      "PUT /api/employee/changeWorkplace": (_url, body) =>
        jsonResponse(200, { ...profile, ...(body as object) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Contact details" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: Contact details" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Work phone" }), "03-5555-0000");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Personal e-mail" }),
      "hanako@example.com",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "PUT /api/employee/changeProfile").map((call) => call.body)).toEqual([
      { personalEmail: "hanako@example.com" },
    ]);
    expect(callsTo(fetchMock, "PUT /api/employee/changeWorkplace").map((call) => call.body)).toEqual([
      { companyTel: "03-5555-0000" },
    ]);
  });

  it("shows the server's field errors on the fields", async () => {
    serve({
      ...basics,
      "PUT /api/employee/changeProfile": () =>
        jsonResponse(400, {
          message: "Some fields are not valid.",
          errors: [{ field: "displayName", errorMessage: "This name is taken." }],
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Basic information" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit: Basic information" });
    const displayName = within(dialog).getByRole("textbox", { name: /^Display name/ });
    await userEvent.clear(displayName);
    await userEvent.type(displayName, "Hana");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This name is taken.")).toBeInTheDocument();
    expect(displayName).toHaveAttribute("aria-invalid", "true");
  });

  it("requests a change of request fields with its effective date and evidence", async () => {
    const created = fakeRequest(31, { status: "submitted" });
    const fetchMock = serve({
      ...basics,
      "POST /api/employeeChange/requests": () => jsonResponse(200, created),
      "POST /api/employeeChange/requests/31/evidences": () => jsonResponse(200, created),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Request a change to Passport" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a change: Passport" });
    // Only the section's request fields, then the date and the reason.
    expect(
      within(dialog)
        .getAllByRole("textbox")
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(["Passport number", "Date of issue", "Issuing authority", "Effective date *", "Reason"]);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Passport number" }), "TK1234567");

    await userEvent.click(within(dialog).getByRole("button", { name: "Submit to HR" }));
    expect(await within(dialog).findByText("Enter the effective date.")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Effective date/ }), "2026/05/01");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "New passport.");
    const file = new File(["passport"], "passport.pdf", { type: "application/pdf" });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, file);
    expect(within(dialog).getByText("passport.pdf")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Submit to HR" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests").map((call) => call.body)).toEqual([
      {
        fields: { passportNumber: "TK1234567" },
        effectiveDate: "2026-05-01",
        reason: "New passport.",
        draft: false,
      },
    ]);
    const upload = callsTo(fetchMock, "POST /api/employeeChange/requests/31/evidences")[0]?.body as FormData;
    expect((upload.getAll("evidences") as File[]).map((part) => part.name)).toEqual(["passport.pdf"]);
    expect(await screen.findByText("Your request has been submitted to HR.")).toBeInTheDocument();
  });

  it("saves a request as a draft", async () => {
    const fetchMock = serve({
      ...basics,
      "POST /api/employeeChange/requests": () => jsonResponse(200, fakeRequest(32, { status: "draft" })),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole("button", { name: "Request a change to Residence card and visa" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Request a change: Residence card and visa" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Status of residence" }), "Engineer");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Effective date/ }), "2026/06/01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests")[0]?.body).toEqual({
      fields: { visaKind: "Engineer" },
      effectiveDate: "2026-06-01",
      draft: true,
    });
    expect(await screen.findByText("Your request has been saved as a draft.")).toBeInTheDocument();
  });

  it("changes the home address: the post code fills it in, and the request goes to HR", async () => {
    const fetchMock = serve({
      ...basics,
      "GET /api/zipCode": () =>
        jsonResponse(200, [
          {
            zipCode: "1500001",
            prefectureCode: "13",
            prefecture: "東京都",
            cityCode: "13113",
            city: "渋谷区",
            town: "神宮前",
            address: "東京都渋谷区神宮前",
          },
        ]),
      "POST /api/employeeChange/address": () =>
        jsonResponse(200, fakeRequest(40, { kind: "address", status: "submitted" })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Change address" }));
    const dialog = await screen.findByRole("dialog", { name: "Change home address" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Post code/ }), "1500001");
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: /^Prefecture/ })).toHaveValue("東京都"),
    );
    expect(within(dialog).getByRole("textbox", { name: /^City/ })).toHaveValue("渋谷区");
    expect(within(dialog).getByRole("textbox", { name: "Town and block" })).toHaveValue("神宮前");
    expect(callsTo(fetchMock, "GET /api/zipCode")[0]?.url.searchParams.get("zipCode")).toBe("1500001");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Town and block" }), "1-2-3");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Building and room" }),
      "Jingu Heights 101",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Moving date/ }), "2026/05/10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit to HR" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "POST /api/employeeChange/address").map((call) => call.body)).toEqual([
      {
        postCode: "1500001",
        prefecture: "東京都",
        city: "渋谷区",
        town: "神宮前1-2-3",
        building: "Jingu Heights 101",
        changeDate: "2026-05-10",
        draft: false,
      },
    ]);
  });

  it("shows a pending address request with its status", async () => {
    serve({
      ...basics,
      "GET /api/employeeChange/requests": (url) =>
        jsonResponse(
          200,
          page(
            url.searchParams.get("kind") === "address"
              ? [
                  fakeRequest(41, {
                    kind: "address",
                    changes: [{ field: "postCode", oldValue: "1000005", newValue: "1500001" }],
                  }),
                ]
              : [],
          ),
        ),
    });
    renderPage();
    const address = await screen.findByRole("region", { name: "Home address" });
    expect(await within(address).findByText("Requests in progress")).toBeInTheDocument();
    expect(within(address).getByText("Submitted")).toBeInTheDocument();
    expect(within(address).getByText("Home address from 2026/05/01")).toBeInTheDocument();
    expect(within(address).getByRole("button", { name: "View request #41" })).toBeInTheDocument();
  });

  it("lists the employee's requests and the history of applied changes on the second tab", async () => {
    const fetchMock = serve({
      ...basics,
      "GET /api/employeeChange/requests": () =>
        jsonResponse(200, page([fakeRequest(31), fakeRequest(30, { status: "rejected" })], 2)),
      "GET /api/employeeChange/history": () =>
        jsonResponse(
          200,
          page([
            {
              id: 1,
              requestId: 29,
              kind: "profile",
              field: "marriesStatus",
              oldValue: "S",
              newValue: "M",
              effectiveDate: "2025-10-01",
              appliedAt: "2025-10-01T00:00:00.000Z",
              requestedByName: "Hanako Sato",
              approvedByName: "Ichiro HR",
            },
          ]),
        ),
      "GET /api/employeeChange/requests/31": () => jsonResponse(200, fakeRequest(31)),
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Change requests" }));
    expect(router.state.location.search).toBe("?tab=requests");
    const mine = await screen.findByRole("region", { name: "My change requests" });
    expect(await within(mine).findByText("2 requests")).toBeInTheDocument();
    expect(within(mine).getByText("Rejected")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/employeeChange/requests").at(-1)?.headers).toMatchObject({
      "x-pagination-page": "1",
      "x-pagination-size": "20",
    });

    const history = screen.getByRole("region", { name: "Change history" });
    expect(await within(history).findByText("Single → Married")).toBeInTheDocument();
    expect(within(history).getByText("Ichiro HR")).toBeInTheDocument();

    await userEvent.click(within(mine).getByRole("button", { name: "View request #31" }));
    expect(await screen.findByRole("dialog", { name: "Change request #31" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=requests&request=31");
  });

  it("opens a notification's link to a request in its drawer on the requests tab, and forgets it on close", async () => {
    serve({
      ...basics,
      "GET /api/employeeChange/requests": () => jsonResponse(200, page([fakeRequest(31)])),
      "GET /api/employeeChange/history": () => jsonResponse(200, page([])),
      "GET /api/employeeChange/requests/31": () => jsonResponse(200, fakeRequest(31)),
    });
    const { router } = renderPage("/profile?request=31");
    const drawer = await screen.findByRole("dialog", { name: "Change request #31" });
    expect(await within(drawer).findByText("Married in April.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Change requests" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Change request #31" })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe("?tab=requests");
    expect(screen.getByRole("tab", { name: "Change requests" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("region", { name: "My change requests" })).toBeInTheDocument();
  });
});
