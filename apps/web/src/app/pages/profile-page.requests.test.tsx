import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../lib/session-store";
import { fakeRequest, page } from "../../test/employee-change";
import { callsTo, serve } from "../../test/fake-api";
import { fakeLoginResponse } from "../../test/login-response";
import { profileBasics, renderProfilePage } from "../../test/profile-page";
import { jsonResponse } from "../../test/render";

describe("profile page: change requests", { timeout: 30_000 }, () => {
  beforeEach(() => saveSession(fakeLoginResponse(), "account"));

  it("requests a change of request fields with its effective date and evidence", async () => {
    // With a file, the request is a draft until the file is in, then goes to HR.
    const created = fakeRequest(31, { status: "draft" });
    const fetchMock = serve({
      ...profileBasics,
      "POST /api/employeeChange/requests": () => jsonResponse(200, created),
      "POST /api/employeeChange/requests/31/evidences": () => jsonResponse(200, created),
      "POST /api/employeeChange/requests/31/submit": () =>
        jsonResponse(200, fakeRequest(31, { status: "submitted" })),
    });
    renderProfilePage();
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
        draft: true,
      },
    ]);
    const upload = callsTo(fetchMock, "POST /api/employeeChange/requests/31/evidences")[0]?.body as FormData;
    expect((upload.getAll("evidences") as File[]).map((part) => part.name)).toEqual(["passport.pdf"]);
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests/31/submit")).toHaveLength(1);
    expect(await screen.findByText("Your request has been submitted to HR.")).toBeInTheDocument();
  });

  it("sends nothing to HR when the request's file is refused: the request waits as a draft", async () => {
    const fetchMock = serve({
      ...profileBasics,
      "POST /api/employeeChange/requests": () => jsonResponse(200, fakeRequest(33, { status: "draft" })),
      "POST /api/employeeChange/requests/33/evidences": () =>
        jsonResponse(400, { message: "Choose a PDF or an image.", errors: [] }),
    });
    renderProfilePage();
    await userEvent.click(await screen.findByRole("button", { name: "Request a change to Passport" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a change: Passport" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Passport number" }), "TK7654321");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Effective date/ }), "2026/05/01");
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["x"], "passport.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit to HR" }));
    expect(await screen.findByText(/Nothing was sent to HR yet/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests")[0]?.body).toMatchObject({ draft: true });
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests/33/submit")).toHaveLength(0);
    expect(screen.queryByText("Your request has been submitted to HR.")).not.toBeInTheDocument();
  });

  it("saves a request as a draft", async () => {
    const fetchMock = serve({
      ...profileBasics,
      "POST /api/employeeChange/requests": () => jsonResponse(200, fakeRequest(32, { status: "draft" })),
    });
    renderProfilePage();
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
      ...profileBasics,
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
    renderProfilePage();
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
      ...profileBasics,
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
    renderProfilePage();
    const address = await screen.findByRole("region", { name: "Home address" });
    expect(await within(address).findByText("Requests in progress")).toBeInTheDocument();
    expect(within(address).getByText("Submitted")).toBeInTheDocument();
    expect(within(address).getByText("Home address from 2026/05/01")).toBeInTheDocument();
    expect(within(address).getByRole("button", { name: "View request #41" })).toBeInTheDocument();
  });

  it("lists the employee's requests and the history of applied changes on the second tab", async () => {
    const fetchMock = serve({
      ...profileBasics,
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
    const { router } = renderProfilePage();
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
      ...profileBasics,
      "GET /api/employeeChange/requests": () => jsonResponse(200, page([fakeRequest(31)])),
      "GET /api/employeeChange/history": () => jsonResponse(200, page([])),
      "GET /api/employeeChange/requests/31": () => jsonResponse(200, fakeRequest(31)),
    });
    const { router } = renderProfilePage("/profile?request=31");
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
