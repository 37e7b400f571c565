import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { WorkingHistorySection } from "./working-history-section";

function record(id: number, overrides: Partial<WorkingHistory> = {}): WorkingHistory {
  return {
    id,
    employeeId: 7,
    companyName: `Company ${id}`,
    projectName: "Bank core system",
    role: "Programmer",
    fromMonth: "2018-04",
    toMonth: "2021-03",
    isCurrent: false,
    technologies: "Java",
    description: "",
    canEdit: true,
    createdAt: "2026-04-01T00:00:00.000Z",
    updatedAt: "2026-04-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A small working-history server: GET pages the records, POST/PUT/DELETE change them. */
function serveHistory(initial: WorkingHistory[], answers: { post?: (body: unknown) => Response } = {}) {
  let records = [...initial];
  const byId = (method: string, answer: (id: number, body: Partial<WorkingHistory>) => Response) =>
    Object.fromEntries(
      initial.map(({ id }) => [
        `${method} /api/workinghistory/${id}`,
        (_url: URL, body: unknown) => answer(id, body as Partial<WorkingHistory>),
      ]),
    );
  return serve({
    "GET /api/workinghistory": (_url, _body, headers) => {
      const page = Number(headers["x-pagination-page"]);
      const size = Number(headers["x-pagination-size"]);
      const data = records.slice((page - 1) * size, page * size);
      return jsonResponse(200, { data, totalCount: records.length });
    },
    "POST /api/workinghistory": (_url, body) => {
      if (answers.post) return answers.post(body);
      const sent = body as Partial<WorkingHistory>;
      const saved = record(100, { ...sent, isCurrent: sent.toMonth === null });
      records = [saved, ...records];
      return jsonResponse(200, saved);
    },
    ...byId("PUT", (id, body) => {
      records = records.map((r) => (r.id === id ? { ...r, ...body } : r));
      return jsonResponse(
        200,
        records.find((r) => r.id === id),
      );
    }),
    ...byId("DELETE", (id) => {
      records = records.filter((r) => r.id !== id);
      return new Response(null, { status: 204 });
    }),
  });
}

const calls = (fetchMock: ReturnType<typeof serveHistory>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method);

function renderSection() {
  return renderRoutes([{ path: "/", element: <WorkingHistorySection /> }], "/");
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("WorkingHistorySection", () => {
  it("lists the signed-in user's records, 20 a page, asking the SMS module", async () => {
    const records = Array.from({ length: 23 }, (_, index) =>
      record(index + 1, index === 0 ? { toMonth: null, isCurrent: true, fromMonth: "2021-04" } : {}),
    );
    const fetchMock = serveHistory(records);
    renderSection();
    expect(await screen.findByText("Company 1")).toBeInTheDocument();
    expect(screen.getByText("2021/04 – Present")).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.getByText("23 records")).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/workinghistory?module=SMS");
    const headers = new Headers(init?.headers);
    expect(headers.get("module")).toBe("SMS");
    expect(headers.get("x-pagination-page")).toBe("1");
    expect(headers.get("x-pagination-size")).toBe("20");

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Company 23")).toBeInTheDocument();
    expect(screen.queryByText("Company 1")).not.toBeInTheDocument();
  });

  it("shows the empty state and a failed load with a retry", async () => {
    serveHistory([]);
    const view = renderSection();
    expect(await screen.findByText(/No working history yet/)).toBeInTheDocument();
    view.unmount();

    let failures = 0;
    serve({
      "GET /api/workinghistory": () => {
        failures += 1;
        return failures === 1
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, { data: [record(1)], totalCount: 1 });
      },
    });
    renderSection();
    expect(await screen.findByText("The working history could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Company 1")).toBeInTheDocument();
  });

  it("checks the form before sending and sends nothing while it is wrong", async () => {
    const fetchMock = serveHistory([]);
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add working history" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("Please fill in this field.")).toHaveLength(4);

    fill(/Company/, "Tokai Systems");
    fill(/Role/, "Programmer");
    fill(/^From/, "2021/13");
    fill(/^To/, "2020/01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Enter a year and month as YYYY/MM.")).toBeInTheDocument();

    fill(/^From/, "2021/04");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      within(dialog).getByText("The end month must be on or after the start month."),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "POST")).toHaveLength(0);
  });

  it("adds a record and shows the server's field errors when it refuses one", async () => {
    let refuse = true;
    const fetchMock = serveHistory([], {
      post: (body) => {
        if (refuse) {
          refuse = false;
          return jsonResponse(400, {
            message: "Invalid request.",
            errors: [{ field: "fromMonth", errorMessage: "The month cannot be later than this month." }],
          });
        }
        return jsonResponse(200, record(100, body as Partial<WorkingHistory>));
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add working history" });
    fill(/Company/, "  Tokai Systems ");
    fill(/Project/, "Bank core system");
    fill(/Role/, "Programmer");
    fill(/^From/, "2018/4");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "I still work here" }));
    expect(within(dialog).getByLabelText(/^To/)).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The month cannot be later than this month.")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Invalid request.");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const posts = calls(fetchMock, "POST");
    expect(JSON.parse(String(posts[1]?.[1]?.body))).toEqual({
      companyName: "Tokai Systems",
      projectName: "Bank core system",
      role: "Programmer",
      fromMonth: "2018-04",
      toMonth: null,
      technologies: "",
      description: "",
    });
    expect(new Headers(posts[1]?.[1]?.headers).get("module")).toBe("SMS");
    expect(await screen.findByText("The working history was saved.")).toBeInTheDocument();
  });

  it("edits a record in the form filled with its values", async () => {
    const fetchMock = serveHistory([record(1)]);
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Company 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit working history" });
    expect(within(dialog).getByLabelText(/^From/)).toHaveValue("2018/04");
    fill(/Role/, "Lead");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls(fetchMock, "PUT")).toHaveLength(1));
    expect(calls(fetchMock, "PUT")[0]?.[0]).toBe("/api/workinghistory/1");
    expect(await screen.findByRole("cell", { name: "Lead" })).toBeInTheDocument();
  });

  it("deletes a record only after it is confirmed", async () => {
    const fetchMock = serveHistory([record(1), record(2)]);
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Company 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete working history" });
    expect(dialog).toHaveTextContent("Delete the record of Company 1 (2018/04 – 2021/03)?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls(fetchMock, "DELETE")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete Company 1" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete working history" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() => expect(screen.queryByText("Company 1")).not.toBeInTheDocument());
    expect(calls(fetchMock, "DELETE")[0]?.[0]).toBe("/api/workinghistory/1");
    expect(screen.getByText("Company 2")).toBeInTheDocument();
  });

  it("shows another employee's history read-only (HR)", async () => {
    serveHistory([record(1, { canEdit: false })]);
    renderRoutes([{ path: "/", element: <WorkingHistorySection employeeId={7} /> }], "/");
    expect(await screen.findByText("Company 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Company 1" })).not.toBeInTheDocument();
  });
});
