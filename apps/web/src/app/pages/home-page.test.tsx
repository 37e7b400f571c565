import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { fakeProfile } from "../../test/employee-change";
import { fakeToken } from "../../test/fake-token";
import { jsonResponse, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const profile = fakeProfile({
  displayName: "Hanako Sato",
  deptName: "Development",
  workPlace: "Tokyo",
  position: null,
});

function serve(profileResponse: () => Response) {
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
      if (url === "/api/employee/profile") return profileResponse();
      return jsonResponse(404, { message: "Not found", errors: [] });
    }),
  );
}

function signIn() {
  localStorage.setItem("token", fakeToken(3600));
  localStorage.setItem("displayName", "Hanako Sato");
}

describe("home page in the main layout", () => {
  it("greets the user and shows their details", async () => {
    signIn();
    serve(() => jsonResponse(200, profile));
    renderRoutes(appRoutes, "/home", createQueryClient());

    expect(await screen.findByRole("heading", { name: "Welcome, Hanako Sato" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your details" })).toBeInTheDocument();
    expect(await screen.findByText("Development")).toBeInTheDocument();
    expect(screen.getByText("2020/04/01")).toBeInTheDocument();
    expect(screen.getByText("E0001")).toBeInTheDocument();
    expect(screen.getByText("Not set")).toBeInTheDocument();
    expect(await screen.findByText("FES Portal")).toBeInTheDocument();
    expect(document.title).toBe("Home | FES Portal");
  });

  it("ends the session and asks to sign in again when the server answers 403", async () => {
    signIn();
    serve(() => jsonResponse(403, { message: "Session expired", errors: [] }));
    const { router } = renderRoutes(appRoutes, "/home", createQueryClient());

    expect(await screen.findByText("Your session has expired.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "SIGN IN" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?url=%2Fhome");
    expect(localStorage.getItem("token")).toBeNull();
  });
});
