import { Hubs } from "@portal/contract/realtime/realtime.constants";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeSocketOf } from "../../test/fake-socket";
import { fakeToken } from "../../test/fake-token";
import { notification } from "../../test/notification";
import { jsonResponse, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

function serve() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/config/client") {
        return jsonResponse(200, {
          productTitle: "FES Portal",
          hotlineEmail: "h@x",
          complianceHotlineEmail: "c@x",
          login: { accountLogin: true, alternativePassword: false, sso: null },
        });
      }
      if (url === "/api/notifications") return jsonResponse(200, { data: [notification(1)], unreadCount: 1 });
      if (url === "/api/notifications/audiences")
        return jsonResponse(200, { departments: [], roles: ["hr"] });
      return jsonResponse(404, { message: "Not found", errors: [] });
    }),
  );
}

describe("send notifications page", () => {
  it("is an administration screen with its title, the form, and the bell in the header", async () => {
    localStorage.setItem("token", fakeToken(3600));
    localStorage.setItem("username", "hr1");
    localStorage.setItem("displayName", "Taro HR");
    serve();
    renderRoutes(appRoutes, "/administration/notifications");

    expect(await screen.findByRole("heading", { name: "Send notifications" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "New notification" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notifications (1 unread)" })).toBeInTheDocument();
    expect(document.title).toBe("Send notifications | FES Portal");
    // The signed-in layout connects to the hubs the web uses, and to no seat hub.
    expect(fakeSocketOf(Hubs.employeeService).connectCalls).toBe(1);
    expect(fakeSocketOf(Hubs.mail).connectCalls).toBe(1);
    expect(() => fakeSocketOf(Hubs.seatManagementService)).toThrow();
  });
});
