import type { HelpEditor } from "@portal/contract/help/help.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Answers, callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { HelpEditors } from "./help-editors";

const editor: HelpEditor = {
  employeeId: 41,
  employeeCode: "E00041",
  fullName: "Nguyen Van An",
  departmentName: "Digital Solutions 1",
  grantedAt: "2026-04-01T09:00:00.000Z",
  grantedByName: "Haruto Admin",
};

const colleague = {
  id: 12,
  account: "employee1",
  fullName: "Kenta Sato",
  fullName_JP: "佐藤 健太",
  avatarURL: null,
  dept: { id: 3, nameEn: "Digital Solutions 1", nameJa: "デジタルソリューション第1部" },
  workingPlace: null,
};

function renderEditors(answers: Answers) {
  const fetchMock = serve(answers);
  renderRoutes([{ path: "/help/editors", element: <HelpEditors /> }], "/help/editors", undefined, {
    env: "test",
  });
  return fetchMock;
}

describe("help editors", { timeout: 30_000 }, () => {
  it("lists the editors and adds a colleague found by name", async () => {
    let editors: HelpEditor[] = [editor];
    const fetchMock = renderEditors({
      "GET /api/markdown/editors": () => jsonResponse(200, editors),
      "GET /api/employee/colleague-account": () => jsonResponse(200, [colleague]),
      "PUT /api/markdown/editors/12": () => {
        const added = { ...editor, employeeId: 12, employeeCode: "E00012", fullName: "Kenta Sato" };
        editors = [...editors, added];
        return jsonResponse(200, added);
      },
    });
    const table = await screen.findByRole("table", { name: "Help editors" });
    expect(within(table).getByText("Nguyen Van An")).toBeInTheDocument();
    expect(within(table).getByText(/by Haruto Admin$/)).toBeInTheDocument();
    const add = screen.getByRole("button", { name: "Add editor" });
    expect(add).toBeDisabled();

    await userEvent.type(screen.getByRole("combobox", { name: "Colleague" }), "sato");
    await userEvent.click(await screen.findByRole("option", { name: /Kenta Sato \(employee1\)/ }));
    await userEvent.click(add);
    expect(await within(table).findByText("Kenta Sato")).toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT /api/markdown/editors/12")).toHaveLength(1);
    // The typed words were searched (choosing may search again for the chosen label, under load).
    expect(
      callsTo(fetchMock, "GET /api/employee/colleague-account").map((call) =>
        call.url.searchParams.get("search"),
      ),
    ).toContain("sato");
    expect(await screen.findByText("Kenta Sato can now edit help pages.")).toBeInTheDocument();
  });

  it("removes an editor after confirming", async () => {
    let editors: HelpEditor[] = [editor];
    const fetchMock = renderEditors({
      "GET /api/markdown/editors": () => jsonResponse(200, editors),
      "DELETE /api/markdown/editors/41": () => {
        editors = [];
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Remove Nguyen Van An" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove help editor" });
    expect(dialog).toHaveTextContent("Nguyen Van An will no longer be able to edit help pages.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No colleagues have been added yet.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE /api/markdown/editors/41")).toHaveLength(1);
  });

  it("tells others that only administrators choose editors", async () => {
    renderEditors({
      "GET /api/markdown/editors": () => jsonResponse(401, { message: "Permission denied", errors: [] }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only administrators can choose help editors.",
    );
    await waitFor(() => expect(screen.queryByRole("button", { name: "Add editor" })).toBeNull());
  });
});
