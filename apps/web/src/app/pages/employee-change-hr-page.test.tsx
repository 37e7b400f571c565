import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../lib/session-store";
import { fakeRequest, page } from "../../test/employee-change";
import { callsTo, serve } from "../../test/fake-api";
import { fakeLoginResponse } from "../../test/login-response";
import { jsonResponse, renderRoutes } from "../../test/render";
import { EmployeeChangeHrPage } from "./employee-change-hr-page";

const reviewPath = "GET /api/employeeChange/review";

const waiting = [
  fakeRequest(31),
  fakeRequest(32, {
    kind: "address",
    employeeName: "Taro Suzuki",
    employeeCode: "E0002",
    changes: [
      { field: "postCode", oldValue: "1000005", newValue: "1500001" },
      { field: "city", oldValue: "千代田区", newValue: "渋谷区" },
    ],
  }),
];

function renderPage(search = "") {
  return renderRoutes(
    [{ path: "/employee-change/hr", element: <EmployeeChangeHrPage /> }],
    `/employee-change/hr${search}`,
    undefined,
    { env: "test" },
  );
}

describe("HR's change requests", { timeout: 30_000 }, () => {
  beforeEach(() => saveSession(fakeLoginResponse({ username: "hr1", fes_admin: 1 }), "account"));

  it("lists the requests waiting for a decision, 20 a page", async () => {
    const fetchMock = serve({ [reviewPath]: () => jsonResponse(200, page(waiting, 25)) });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Change requests" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Waiting for decision" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = await screen.findByRole("table", { name: "Waiting for decision" });
    expect(await within(table).findByText("Taro Suzuki")).toBeInTheDocument();
    expect(within(table).getByText("Post code, City")).toBeInTheDocument();
    expect(within(table).getByText("Full name")).toBeInTheDocument();
    expect(screen.getByText("25 requests")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toBeInTheDocument();

    const [first] = callsTo(fetchMock, reviewPath);
    expect(first?.url.searchParams.get("status")).toBe("submitted");
    expect(first?.headers).toMatchObject({ "x-pagination-page": "1", "x-pagination-size": "20" });

    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, reviewPath).at(-1)?.headers["x-pagination-page"]).toBe("2"),
    );
  });

  it("filters by status, kind and employee", async () => {
    const fetchMock = serve({ [reviewPath]: () => jsonResponse(200, page(waiting)) });
    const { router } = renderPage();
    await screen.findByText("Taro Suzuki");

    await userEvent.click(screen.getByRole("tab", { name: "All" }));
    expect(router.state.location.search).toBe("?status=all");
    await waitFor(() =>
      expect(callsTo(fetchMock, reviewPath).at(-1)?.url.searchParams.get("status")).toBe("all"),
    );

    await userEvent.click(screen.getByRole("combobox", { name: "Kind" }));
    await userEvent.click(await screen.findByRole("option", { name: "Home address" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, reviewPath).at(-1)?.url.searchParams.get("kind")).toBe("address"),
    );

    await userEvent.type(screen.getByRole("textbox", { name: "Employee" }), "E0002");
    await waitFor(() =>
      expect(callsTo(fetchMock, reviewPath).at(-1)?.url.searchParams.get("search")).toBe("E0002"),
    );
  });

  it("shows every status under All, not only the waiting requests", async () => {
    const decided = [
      fakeRequest(41, { status: "approved", employeeName: "Ken Ito" }),
      fakeRequest(42, { status: "rejected", employeeName: "Mai Ono" }),
      fakeRequest(43, { status: "cancelled", employeeName: "Jun Abe" }),
    ];
    serve({
      [reviewPath]: (url) =>
        jsonResponse(
          200,
          url.searchParams.get("status") === "all" ? page([...waiting, ...decided]) : page(waiting),
        ),
    });
    renderPage("?status=all");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    const table = await screen.findByRole("table", { name: "All" });
    for (const name of ["Hanako Sato", "Taro Suzuki", "Ken Ito", "Mai Ono", "Jun Abe"]) {
      expect(await within(table).findByText(name)).toBeInTheDocument();
    }
    for (const status of ["Submitted", "Approved", "Rejected", "Cancelled"]) {
      expect(within(table).getAllByText(status).length).toBeGreaterThan(0);
    }
    expect(screen.getByText("5 requests")).toBeInTheDocument();
  });

  it("approves a request in the drawer, then refreshes the queue and the menu's counts", async () => {
    let isDecided = false;
    const fetchMock = serve({
      [reviewPath]: () => jsonResponse(200, page(isDecided ? waiting.slice(1) : waiting)),
      "GET /api/employeeChange/requests/31": () => jsonResponse(200, fakeRequest(31, { canDecide: true })),
      "POST /api/employeeChange/requests/31/approve": () => {
        isDecided = true;
        return jsonResponse(200, fakeRequest(31, { status: "approved" }));
      },
      "GET /api/menu/fes/updateNumber": () => jsonResponse(200, []),
    });
    const { queryClient } = renderPage();
    // The menu's counts, as the sidebar holds them.
    await queryClient.prefetchQuery({
      queryKey: ["menu", "numbers"],
      queryFn: () => fetch("/api/menu/fes/updateNumber").then((response) => response.json()),
    });
    const table = await screen.findByRole("table", { name: "Waiting for decision" });
    await userEvent.click(
      await within(table).findByRole("button", { name: "Open Hanako Sato's request #31" }),
    );
    const view = await screen.findByRole("dialog", { name: "Change request #31" });
    await userEvent.click(await within(view).findByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve the request" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Hanako Sato's request has been approved.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Change request #31" })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, "POST /api/employeeChange/requests/31/approve")[0]?.body).toEqual({});
    await waitFor(() => expect(within(table).queryByText("Hanako Sato")).not.toBeInTheDocument());
    // The menu's counts are asked for again as soon as the menu shows them.
    expect(queryClient.getQueryState(["menu", "numbers"])?.isInvalidated).toBe(true);
  });

  it("opens a notification's link to a request in the drawer, and drops it from the address on close", async () => {
    serve({
      [reviewPath]: () => jsonResponse(200, page(waiting)),
      "GET /api/employeeChange/requests/57": () =>
        jsonResponse(200, fakeRequest(57, { employeeName: "Ken Ito", canDecide: true })),
    });
    const { router } = renderPage("?request=57");
    const drawer = await screen.findByRole("dialog", { name: "Change request #57" });
    expect(await within(drawer).findByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(within(drawer).getByText("Married in April.")).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Change request #57" })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe("");
    // Opening a row puts it back in the address, so a reload opens it again.
    await userEvent.click(await screen.findByRole("button", { name: "Open Taro Suzuki's request #32" }));
    expect(router.state.location.search).toBe("?request=32");
  });

  it("offers a retry when the queue cannot be loaded", async () => {
    let calls = 0;
    serve({
      [reviewPath]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, page(waiting));
      },
    });
    renderPage();
    expect(await screen.findByText("The change requests could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Taro Suzuki")).toBeInTheDocument();
  });
});
