import type { Notification } from "@portal/contract/notification/notification.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notification } from "../../../test/notification";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { NotificationBell } from "./notification-bell";

interface Server {
  bell: () => { data: Notification[]; unreadCount: number };
  detail?: (id: number) => Response;
  page?: (page: number, size: number) => { data: Notification[]; totalCount: number };
  markAll?: () => void;
}

function serve(server: Server) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (url === "/api/notifications") return jsonResponse(200, server.bell());
    if (url === "/api/notifications/markAllAsRead") {
      server.markAll?.();
      return new Response(null, { status: 204 });
    }
    if (url === "/api/notifications/all" && server.page) {
      const page = Number(headers.get("x-pagination-page"));
      const size = Number(headers.get("x-pagination-size"));
      return jsonResponse(200, server.page(page, size));
    }
    const detail = /^\/api\/notifications\/(\d+)$/.exec(url);
    if (detail && server.detail) return server.detail(Number(detail[1]));
    return jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof serve>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

function renderBell() {
  return renderRoutes([{ path: "*", element: <NotificationBell /> }], "/home");
}

const openBell = async (name: string | RegExp = /^Notifications/) =>
  userEvent.click(await screen.findByRole("button", { name }));

describe("NotificationBell", () => {
  it("shows the unread count and lists the latest notifications, the unread ones marked NEW", async () => {
    serve({
      bell: () => ({
        data: [
          notification(3, { title: "Leave approved", severity: 0 }),
          notification(2, { title: "Payslip ready", read: 1, severity: 3 }),
          notification(1, {
            title: "Team lunch",
            createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          }),
        ],
        unreadCount: 2,
      }),
    });
    renderBell();

    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" });
    expect(screen.getByText("2")).toBeInTheDocument();
    await userEvent.click(bell);

    const list = await screen.findByRole("list", { name: "Latest notifications" });
    const items = within(list).getAllByRole("button");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Leave approved"),
      expect.stringContaining("Payslip ready"),
      expect.stringContaining("Team lunch"),
    ]);
    expect(within(items[0] as HTMLElement).getByText("NEW")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText("NEW")).not.toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText("5 minutes ago")).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText("2 days ago")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole("img", { name: "CRITICAL" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "See all notifications" })).toBeInTheDocument();
  });

  it("shows 99+ above 99 unread and no count at 0", async () => {
    let unreadCount = 120;
    serve({ bell: () => ({ data: [notification(1)], unreadCount }) });
    const { queryClient } = renderBell();
    expect(await screen.findByRole("button", { name: "Notifications (120 unread)" })).toBeInTheDocument();
    expect(screen.getByText("99+")).toBeInTheDocument();

    unreadCount = 0;
    await queryClient.invalidateQueries();
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByText("0")).not.toBeInTheDocument();
  });

  it("says so when there are no notifications", async () => {
    serve({ bell: () => ({ data: [], unreadCount: 0 }) });
    renderBell();
    await openBell("Notifications");
    expect(await screen.findByText("You have no notifications.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("marks all as read and the count goes away", async () => {
    let unreadCount = 2;
    const fetchMock = serve({
      bell: () => ({ data: [notification(2, { read: unreadCount ? 0 : 1 })], unreadCount }),
      markAll: () => {
        unreadCount = 0;
      },
    });
    renderBell();
    await openBell("Notifications (2 unread)");
    await userEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));

    await waitFor(() => expect(callsTo(fetchMock, "/api/notifications/markAllAsRead")).toHaveLength(1));
    expect(callsTo(fetchMock, "/api/notifications/markAllAsRead")[0]?.[1]?.method).toBe("POST");
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByText("NEW")).not.toBeInTheDocument();
  });

  it("opens a notification read-only: title, severity, message as typed, time, link; the bell follows", async () => {
    let unreadCount = 1;
    const createdAt = new Date(2026, 3, 1, 9, 5, 7).toISOString();
    const detail = notification(7, {
      title: "Leave request approved",
      message: "<b>Approved</b> by your leader.\nEnjoy your holiday.",
      severity: 2,
      createdAt,
      link: "/leave/12",
    });
    const fetchMock = serve({
      bell: () => ({ data: [{ ...detail, read: unreadCount ? 0 : 1 }], unreadCount }),
      detail: () => {
        unreadCount = 0;
        return jsonResponse(200, { ...detail, read: 1 });
      },
    });
    const { router } = renderBell();
    await openBell("Notifications (1 unread)");
    await userEvent.click(await screen.findByRole("button", { name: /Leave request approved/ }));

    const dialog = await screen.findByRole("dialog", { name: "Notification" });
    expect(
      await within(dialog).findByRole("heading", { name: "Leave request approved" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("HIGH")).toBeInTheDocument();
    const message = within(dialog).getByText(/Approved.*by your leader/);
    expect(message.textContent).toBe("<b>Approved</b> by your leader.\nEnjoy your holiday.");
    expect(message.querySelector("b")).toBeNull();
    expect(within(dialog).getByText(/^Received 2026\/04\/01 09:05:07 \(.+ ago\)$/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/notifications/7")).toHaveLength(1);

    // Opening it made it read: the bell is fetched again and the count goes.
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("link", { name: "Open the related page" }));
    expect(router.state.location.pathname).toBe("/leave/12");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says when a notification is not available", async () => {
    serve({
      bell: () => ({ data: [notification(8, { title: "Gone" })], unreadCount: 1 }),
      detail: () => jsonResponse(404, { message: "Not found", errors: [] }),
    });
    renderBell();
    await openBell();
    await userEvent.click(await screen.findByRole("button", { name: /Gone/ }));
    expect(await screen.findByText("This notification is not available.")).toBeInTheDocument();
  });
});

describe("see-all dialog", () => {
  const rows = (total: number) =>
    Array.from({ length: total }, (_, index) =>
      notification(total - index, { title: `Notice ${total - index}`, read: 1 }),
    );

  function servePages(total: number) {
    const all = rows(total);
    return serve({
      bell: () => ({ data: all.slice(0, 10), unreadCount: 0 }),
      page: (page, size) => ({ data: all.slice((page - 1) * size, page * size), totalCount: total }),
      detail: (id) =>
        jsonResponse(
          200,
          all.find((row) => row.id === id),
        ),
    });
  }

  async function openSeeAll() {
    await openBell();
    await userEvent.click(await screen.findByRole("button", { name: "See all notifications" }));
    return screen.findByRole("dialog", { name: "All notifications" });
  }

  it("pages through ten rows at a time when there are more than ten, and refreshes the bell", async () => {
    const fetchMock = servePages(25);
    renderBell();
    const dialog = await openSeeAll();

    const table = await within(dialog).findByRole("table", { name: "Your notifications, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["No.", "Title", "Message", "Time", "Severity"]);
    expect(await within(table).findByText("Notice 25")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(within(dialog).getByText("Total: 25 records")).toBeInTheDocument();
    const bellLoads = callsTo(fetchMock, "/api/notifications").length;
    await waitFor(() => expect(callsTo(fetchMock, "/api/notifications").length).toBeGreaterThan(1));

    await userEvent.click(within(dialog).getByRole("button", { name: "2" }));
    expect(await within(table).findByText("Notice 15")).toBeInTheDocument();
    const firstCell = within(table).getAllByRole("row")[1]?.querySelector("td");
    expect(firstCell?.textContent).toBe("11");
    const lastPageCall = callsTo(fetchMock, "/api/notifications/all").at(-1);
    expect(new Headers(lastPageCall?.[1]?.headers).get("x-pagination-page")).toBe("2");
    expect(new Headers(lastPageCall?.[1]?.headers).get("x-pagination-size")).toBe("10");
    await waitFor(() => expect(callsTo(fetchMock, "/api/notifications").length).toBeGreaterThan(bellLoads));
  });

  it("shows no paging for ten or fewer, and opens a row's detail above the list", async () => {
    servePages(7);
    renderBell();
    const dialog = await openSeeAll();
    expect(await within(dialog).findByText("Total: 7 records")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Next page" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Notice 3" }));
    const detail = await screen.findByRole("dialog", { name: "Notification" });
    expect(await within(detail).findByRole("heading", { name: "Notice 3" })).toBeInTheDocument();
  });

  it("says NO_RECORD when there are none", async () => {
    servePages(0);
    renderBell();
    const dialog = await openSeeAll();
    expect(await within(dialog).findByText("No records found.")).toBeInTheDocument();
    expect(within(dialog).getByText("Total: 0 records")).toBeInTheDocument();
  });
});
