import type { CommentWithReplies } from "@portal/contract/comment/comment.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../lib/session-store";
import { fakeRequest } from "../../../test/employee-change";
import { type Answers, callsTo, serve } from "../../../test/fake-api";
import { fakeLoginResponse } from "../../../test/login-response";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ChangeRequestDrawer } from "./change-request-drawer";

const requestPath = "GET /api/employeeChange/requests/31";
const threadPath = "/api/comments/changeRequest/31";

/** A top-level comment of request 31's thread, as the comment calls answer. */
function threadComment(id: number, comment: string, fullName: string): CommentWithReplies {
  return {
    id,
    parentId: null,
    avatar: null,
    fullName,
    comment,
    createdAt: "2026-04-12T02:00:00.000Z",
    createdBy: 2,
    modifiedAt: null,
    modifiedBy: null,
    canEdit: false,
    listReplies: [],
  };
}

function renderDrawer(mode: "owner" | "hr", answers: Answers) {
  const fetchMock = serve(answers);
  const onClose = vi.fn();
  renderRoutes(
    [{ path: "/", element: <ChangeRequestDrawer requestId={31} onClose={onClose} mode={mode} /> }],
    "/",
    undefined,
    { env: "test" },
  );
  return { fetchMock, onClose };
}

const drawer = () => screen.findByRole("dialog", { name: "Change request #31" });

describe("change request drawer", { timeout: 30_000 }, () => {
  beforeEach(() => saveSession(fakeLoginResponse(), "account"));

  it("shows what changes, old to new, with the date, reason, progress, files and comments", async () => {
    const request = fakeRequest(31, {
      changes: [
        { field: "fullname", oldValue: "Hanako Sato", newValue: "Hanako Suzuki" },
        { field: "marriesStatus", oldValue: "S", newValue: "M" },
        { field: "accountCategory", oldValue: null, newValue: "1" },
      ],
      status: "approved",
      decidedByName: "Ichiro HR",
      decidedAt: "2026-04-12T02:00:00.000Z",
      evidences: [
        {
          id: 5,
          fileName: "koseki.pdf",
          contentType: "application/pdf",
          size: 2048,
          createdAt: "2026-04-10T01:00:00.000Z",
        },
      ],
    });
    renderDrawer("owner", {
      [requestPath]: () => jsonResponse(200, request),
      [`GET ${threadPath}`]: () => jsonResponse(200, [threadComment(1, "Thank you.", "Ichiro HR")]),
    });
    const view = await drawer();
    const changes = await within(view).findByRole("table", { name: "Changes" });
    const rows = within(changes)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "Full nameHanako SatoHanako Suzuki",
      "Marital statusSingleMarried",
      "Account typeNot setOrdinary",
    ]);
    expect(within(view).getByText("2026/05/01")).toBeInTheDocument();
    expect(within(view).getByText("Married in April.")).toBeInTheDocument();
    expect(within(view).getByText("Approved by Ichiro HR")).toBeInTheDocument();
    expect(within(view).getByText("Applies on 2026/05/01")).toBeInTheDocument();
    expect(await within(view).findByText("Thank you.")).toBeInTheDocument();
    expect(within(view).getByRole("button", { name: "Download koseki.pdf" })).toBeInTheDocument();
    // Decided: nothing left for the owner to do, and the files stay as they are.
    expect(within(view).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Cancel request" })).not.toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Delete koseki.pdf" })).not.toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("downloads an evidence file under its name", async () => {
    const request = fakeRequest(31, {
      evidences: [
        {
          id: 5,
          fileName: "koseki.pdf",
          contentType: "application/pdf",
          size: 2048,
          createdAt: "2026-04-10T01:00:00.000Z",
        },
      ],
    });
    const createObjectURL = vi.fn(() => "blob:koseki");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetchMock } = renderDrawer("owner", {
      [requestPath]: () => jsonResponse(200, request),
      "GET /api/employeeChange/requests/31/evidences/5": () =>
        new Response("pdf", {
          status: 200,
          headers: { "Content-Disposition": `attachment; filename="koseki.pdf"` },
        }),
    });
    await userEvent.click(await within(await drawer()).findByRole("button", { name: "Download koseki.pdf" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, "GET /api/employeeChange/requests/31/evidences/5")).toHaveLength(1);
  });

  it("lets the owner submit a draft and cancel it, by the request's flags", async () => {
    let current = fakeRequest(31, { status: "draft", submittedAt: null, canEdit: true, canCancel: true });
    const { fetchMock } = renderDrawer("owner", {
      [requestPath]: () => jsonResponse(200, current),
      "POST /api/employeeChange/requests/31/submit": () => {
        current = { ...current, status: "submitted", submittedAt: "2026-04-11T00:00:00.000Z", canEdit: true };
        return jsonResponse(200, current);
      },
      "POST /api/employeeChange/requests/31/cancel": () => {
        current = { ...current, status: "cancelled", canEdit: false, canCancel: false };
        return jsonResponse(200, current);
      },
    });
    const view = await drawer();
    expect(await within(view).findByRole("button", { name: "Edit" })).toBeInTheDocument();
    await userEvent.click(within(view).getByRole("button", { name: "Submit to HR" }));
    expect(await screen.findByText("The request has been submitted to HR.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests/31/submit")).toHaveLength(1);
    expect(await within(view).findByText("Submitted")).toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Submit to HR" })).not.toBeInTheDocument();

    await userEvent.click(within(view).getByRole("button", { name: "Cancel request" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel this request?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel request" }));
    expect(await screen.findByText("The request has been cancelled.")).toBeInTheDocument();
    expect(
      await within(view).findByText("Cancelled", { selector: ".mantine-Badge-label" }),
    ).toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Cancel request" })).not.toBeInTheDocument();
  });

  it("lets the owner edit the values, the date and the reason before the decision", async () => {
    const request = fakeRequest(31, { canEdit: true, canCancel: true });
    const { fetchMock } = renderDrawer("owner", {
      [requestPath]: () => jsonResponse(200, request),
      "PUT /api/employeeChange/requests/31": (_url, body) =>
        jsonResponse(200, { ...request, effectiveDate: (body as { effectiveDate: string }).effectiveDate }),
    });
    const view = await drawer();
    await userEvent.click(await within(view).findByRole("button", { name: "Edit" }));
    const form = within(view).getByRole("form", { name: "Edit the request" });
    const name = within(form).getByRole("textbox", { name: "Full name" });
    expect(name).toHaveValue("Hanako Suzuki");
    await userEvent.clear(name);
    await userEvent.type(name, "Hanako Tanaka");
    const date = within(form).getByRole("textbox", { name: /^Effective date/ });
    await userEvent.clear(date);
    await userEvent.type(date, "2026/06/01");
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The request has been updated.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT /api/employeeChange/requests/31").map((call) => call.body)).toEqual([
      { fields: { fullname: "Hanako Tanaka" }, effectiveDate: "2026-06-01", reason: "Married in April." },
    ]);
    expect(await within(view).findByText("2026/06/01")).toBeInTheDocument();
  });

  it("keeps its comments in the request's thread, read-only once the request is cancelled", async () => {
    let thread: ReturnType<typeof threadComment>[] = [];
    const { fetchMock } = renderDrawer("owner", {
      [requestPath]: () => jsonResponse(200, fakeRequest(31)),
      [`GET ${threadPath}`]: () => jsonResponse(200, thread),
      [`POST ${threadPath}`]: (_url, body) => {
        const created = threadComment(9, (body as { comment: string }).comment, "Hanako Sato");
        thread = [created];
        return jsonResponse(200, created);
      },
    });
    const view = await drawer();
    expect(await within(view).findByText("No comments yet.")).toBeInTheDocument();
    await userEvent.type(
      within(view).getByRole("textbox", { name: "New comment" }),
      "The certificate follows.",
    );
    await userEvent.click(within(view).getByRole("button", { name: "Post" }));
    expect(await within(view).findByText("The certificate follows.")).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${threadPath}`)[0]?.body).toEqual({
      comment: "The certificate follows.",
    });
    await waitFor(() => expect(within(view).getByRole("textbox", { name: "New comment" })).toHaveValue(""));
  });

  it("shows a cancelled request's thread without a way to write", async () => {
    renderDrawer("owner", {
      [requestPath]: () => jsonResponse(200, fakeRequest(31, { status: "cancelled" })),
      [`GET ${threadPath}`]: () => jsonResponse(200, [threadComment(1, "Wrong level.", "Hanako Sato")]),
    });
    const view = await drawer();
    expect(await within(view).findByText("Wrong level.")).toBeInTheDocument();
    expect(within(view).getByRole("textbox", { name: "New comment" })).toBeDisabled();
    expect(within(view).getByRole("button", { name: "Post" })).toBeDisabled();
    expect(within(view).queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();
  });

  it("lets HR approve with a comment", async () => {
    const request = fakeRequest(31, { canDecide: true });
    const { fetchMock, onClose } = renderDrawer("hr", {
      [requestPath]: () => jsonResponse(200, request),
      "POST /api/employeeChange/requests/31/approve": () =>
        jsonResponse(200, { ...request, status: "approved", canDecide: false }),
    });
    const view = await drawer();
    expect(await within(view).findByText("Hanako Sato (E0001)")).toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    await userEvent.click(within(view).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve the request" });
    expect(within(dialog).getByText(/The change applies from 2026\/05\/01/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox"), "Welcome to the family name.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests/31/approve")[0]?.body).toEqual({
      comment: "Welcome to the family name.",
    });
    expect(await screen.findByText("Hanako Sato's request has been approved.")).toBeInTheDocument();
  });

  it("shows HR the employee's change history beside the request", async () => {
    const request = fakeRequest(31, { canDecide: true });
    const { fetchMock } = renderDrawer("hr", {
      [requestPath]: () => jsonResponse(200, request),
      "GET /api/employeeChange/history": () =>
        jsonResponse(200, {
          data: [
            {
              id: 5,
              requestId: 12,
              kind: "profile",
              field: "tel",
              oldValue: "090-0000-0000",
              newValue: "090-1111-2222",
              effectiveDate: "2026-03-01",
              appliedAt: "2026-03-01T01:00:00.000Z",
              requestedByName: "Hanako Sato",
              approvedByName: null,
            },
          ],
          totalCount: 1,
        }),
    });
    const view = await drawer();
    const history = await within(view).findByRole("region", { name: "Hanako Sato's change history" });
    expect(await within(history).findByText(/090-0000-0000 → 090-1111-2222/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/employeeChange/history")[0]?.url.searchParams.get("employeeId")).toBe(
      String(request.employeeId),
    );
  });

  it("lets HR reject only with a reason", async () => {
    const request = fakeRequest(31, { canDecide: true });
    const { fetchMock } = renderDrawer("hr", {
      [requestPath]: () => jsonResponse(200, request),
      "POST /api/employeeChange/requests/31/reject": () =>
        jsonResponse(200, { ...request, status: "rejected", canDecide: false }),
    });
    const view = await drawer();
    await userEvent.click(await within(view).findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the request" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Please give a reason.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Attach the certificate.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/employeeChange/requests/31/reject")[0]?.body).toEqual({
        reason: "Attach the certificate.",
      }),
    );
  });

  it("offers HR no decision on a request not waiting for one", async () => {
    renderDrawer("hr", { [requestPath]: () => jsonResponse(200, fakeRequest(31, { status: "rejected" })) });
    const view = await drawer();
    expect(await within(view).findByRole("table", { name: "Changes" })).toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(view).queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("says so when the request is gone", async () => {
    renderDrawer("owner", {
      [requestPath]: () => jsonResponse(404, { message: "This request no longer exists.", errors: [] }),
    });
    expect(await within(await drawer()).findByRole("alert")).toHaveTextContent(
      "This request no longer exists.",
    );
  });
});
