import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeToken } from "../../../test/fake-token";
import { fakeLoginResponse } from "../../../test/login-response";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { LoginForm } from "./login-form";

const token = fakeToken(3600);
const loginResponse = fakeLoginResponse({ access_token: token });

function renderLogin(path = "/login", props: { isAlternativeOffered?: boolean } = {}) {
  return renderRoutes(
    [
      { path: "/login", element: <LoginForm {...props} /> },
      { path: "/home", element: <p>home screen</p> },
      { path: "/timesheet", element: <p>timesheet screen</p> },
    ],
    path,
  );
}

function mockFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("LoginForm", () => {
  it("shows the invalid-form banner when a field is empty, without calling the server", async () => {
    const fetchMock = mockFetch();
    renderLogin();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.click(screen.getByRole("button", { name: "SIGN IN" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid username or password.");
    expect(screen.getByLabelText(/Password/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/User ID/)).not.toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ignores Enter until a password has been typed", async () => {
    const fetchMock = mockFetch(jsonResponse(200, loginResponse));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1{Enter}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it("signs in, stores the session and goes to the url parameter", async () => {
    const fetchMock = mockFetch(jsonResponse(200, loginResponse));
    renderLogin("/login?url=%2Ftimesheet");
    await userEvent.type(screen.getByLabelText(/User ID/), " employee1 ");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026");
    await userEvent.click(screen.getByRole("button", { name: "SIGN IN" }));

    expect(await screen.findByText("timesheet screen")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/login");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ userId: "employee1", password: "Portal#2026" });
    expect(new Headers(init?.headers).has("Authorization")).toBe(false);
    expect(localStorage.getItem("token")).toBe(token);
    expect(localStorage.getItem("displayName")).toBe("Hanako Sato");
  });

  it("goes to /home when the url parameter points to another site", async () => {
    mockFetch(jsonResponse(200, loginResponse));
    renderLogin("/login?url=%2F%2Fevil.example");
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    expect(await screen.findByText("home screen")).toBeInTheDocument();
  });

  it("disables SIGN IN while the sign-in runs", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "SIGN IN" })).toBeDisabled());
    answer(jsonResponse(200, loginResponse));
    expect(await screen.findByText("home screen")).toBeInTheDocument();
  });

  it("shows the server's error text when the sign-in is refused", async () => {
    mockFetch(
      jsonResponse(400, {
        message: "Bad request",
        errors: [],
        error: "The user ID or password is incorrect.",
        login_fail: 1,
        minutes: 0,
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "wrong{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("The user ID or password is incorrect.");
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.getByRole("button", { name: "SIGN IN" })).toBeEnabled();
  });

  it("tells the user to contact the help desk when the server cannot be reached", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not connect to server. Please contact the help desk for support.",
    );
  });

  it("offers the alternative password when a directory is configured, and sends the choice", async () => {
    const fetchMock = mockFetch(jsonResponse(200, loginResponse));
    renderLogin("/login", { isAlternativeOffered: true });
    expect(
      screen.getByText("Un-check this when you sign in with your corporate account."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Login with alternative password" }));
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026");
    await userEvent.click(screen.getByRole("button", { name: "SIGN IN" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ userId: "employee1", password: "Portal#2026", alternateLoginMode: true });
  });

  it("shows no alternative-password checkbox otherwise, and sends no choice", async () => {
    const fetchMock = mockFetch(jsonResponse(200, loginResponse));
    renderLogin();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      userId: "employee1",
      password: "Portal#2026",
    });
  });

  it("tells an address that must wait when to come back, and that the CAPTCHA lets it try now", async () => {
    const wait = {
      message: "Too many failed sign-ins for this user ID. Please try again in 8 seconds.",
      errors: [],
      error: "Too many failed sign-ins for this user ID. Please try again in 8 seconds.",
      login_fail: 4,
      minutes: 15,
      retryAfterSeconds: 8,
      captchaChallengeUrl: "/api/captcha/challenge",
    };
    const fetchMock = mockFetch(jsonResponse(429, wait), jsonResponse(200, loginResponse));
    const { container } = renderLogin();
    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.some((a) => a.textContent === wait.error)).toBe(true);
    expect(screen.getByText("Complete the security check below to try again now.")).toBeInTheDocument();
    const widget = await waitFor(() => {
      const element = container.querySelector("altcha-widget");
      if (!element) throw new Error("no CAPTCHA yet");
      return element;
    });
    widget.dispatchEvent(
      new CustomEvent("statechange", { detail: { state: "verified", payload: "c29sdmVk" } }),
    );
    await userEvent.click(screen.getByRole("button", { name: "SIGN IN" }));
    expect(await screen.findByText("home screen")).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ captcha: "c29sdmVk" });
  });

  it("shows the CAPTCHA only after a failure, and sends its solution with the next attempt", async () => {
    const failure = {
      message: "Invalid username or password.",
      errors: [],
      error: "Invalid username or password.",
      login_fail: 1,
      minutes: 15,
      captchaChallengeUrl: "/api/captcha/challenge",
    };
    const fetchMock = mockFetch(jsonResponse(400, failure), jsonResponse(200, loginResponse));
    const { container } = renderLogin();
    expect(container.querySelector("altcha-widget")).toBeNull();

    await userEvent.type(screen.getByLabelText(/User ID/), "employee1");
    await userEvent.type(screen.getByLabelText(/Password/), "wrong{Enter}");
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.some((a) => a.textContent === "Invalid username or password.")).toBe(true);
    const widget = await waitFor(() => {
      const element = container.querySelector("altcha-widget");
      if (!element) throw new Error("no CAPTCHA yet");
      return element;
    });
    // React 19 hands a custom element its settings as properties.
    expect((widget as HTMLElement & { challenge?: string }).challenge).toBe("/api/captcha/challenge");
    expect(screen.getByText("Security check")).toBeInTheDocument();

    // What the widget reports once the proof of work is done.
    widget.dispatchEvent(
      new CustomEvent("statechange", { detail: { state: "verified", payload: "c29sdmVk" } }),
    );
    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), "Portal#2026{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      userId: "employee1",
      password: "Portal#2026",
      captcha: "c29sdmVk",
    });
  });
});
