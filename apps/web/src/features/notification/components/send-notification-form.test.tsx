import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../../app/theme";
import { changeLanguage } from "../../../lib/i18n";
import { jsonResponse } from "../../../test/render";
import { SendNotificationForm } from "./send-notification-form";

const audiences = {
  departments: [
    { id: 4, name: "Development" },
    { id: 5, name: "Human Resources" },
  ],
  roles: ["hr", "administrator"],
};

const hanako = {
  employeeId: 12,
  account: "hsato",
  displayName: "Hanako Sato",
  departmentName: "Development",
};

function serve(send: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/notifications/audiences") return jsonResponse(200, audiences);
    if (url.startsWith("/api/notifications/recipients?")) {
      const search = new URLSearchParams(url.split("?")[1]).get("search") ?? "";
      return jsonResponse(200, "hanako sato hsato".includes(search.toLowerCase()) ? [hanako] : []);
    }
    if (url === "/api/notifications" && init?.method === "POST") return send(JSON.parse(String(init.body)));
    return jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sendCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === "/api/notifications" && init?.method === "POST");

/** The form in Mantine's test mode: jsdom has no layout to place the pickers' dropdowns against. */
function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SendNotificationForm />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Types into a field at once (typing key by key is slow in jsdom and tests nothing more here). */
function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillTexts() {
  fill(/Title \(English\)/, "  Payslips are ready ");
  fill(/Message \(English\)/, "See the payroll page.\nThank you.");
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Send" }));

describe("SendNotificationForm", { timeout: 30_000 }, () => {
  it("marks what is missing and sends nothing", async () => {
    const fetchMock = serve(() => jsonResponse(200, { recipients: 1 }));
    renderForm();
    await submit();
    expect(screen.getByText("Please choose an employee.")).toBeInTheDocument();
    expect(screen.getAllByText("Please fill in this field.")).toHaveLength(2);
    expect(screen.getByLabelText(/Title \(English\)/)).toHaveAttribute("aria-invalid", "true");

    fillTexts();
    fill(/^Link/, "https://example.com/phish");
    await submit();
    expect(screen.getByText("The link must be a page of the portal starting with /.")).toBeInTheDocument();
    expect(sendCalls(fetchMock)).toHaveLength(0);
  });

  it("finds an employee by name, sends, says how many received it and starts afresh", async () => {
    const fetchMock = serve(() => jsonResponse(200, { recipients: 1 }));
    renderForm();
    await userEvent.type(screen.getByRole("combobox", { name: "Employee" }), "sato");
    await userEvent.click(await screen.findByRole("option", { name: /Hanako Sato \(hsato\)/ }));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/notifications/recipients?search=sato")).toBe(
      true,
    );
    fillTexts();
    fill(/^Link/, "/payroll");
    await submit();

    expect(await screen.findByText("Sent to 1 person.")).toBeInTheDocument();
    expect(sendCalls(fetchMock)[0]?.[1]?.body).toBeDefined();
    expect(JSON.parse(String(sendCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      audience: { type: "user", employeeId: 12 },
      severity: 0,
      titleEn: "Payslips are ready",
      titleJa: "",
      messageEn: "See the payroll page.\nThank you.",
      messageJa: "",
      link: "/payroll",
    });
    await waitFor(() => expect(screen.getByLabelText(/Title \(English\)/)).toHaveValue(""));
  });

  it("offers the departments and the roles by their translated names", async () => {
    const fetchMock = serve(() => jsonResponse(200, { recipients: 3 }));
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "A role" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Role" }));
    expect(await screen.findByRole("option", { name: "HR" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("option", { name: "Administrator" }));

    await userEvent.click(screen.getByRole("combobox", { name: "Severity" }));
    await userEvent.click(await screen.findByRole("option", { name: "CRITICAL" }));
    fillTexts();
    await submit();
    expect(await screen.findByText("Sent to 3 people.")).toBeInTheDocument();
    expect(JSON.parse(String(sendCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({
      audience: { type: "role", role: "administrator" },
      severity: 3,
    });
  });

  it("shows the server's field errors beside the fields", async () => {
    serve(() =>
      jsonResponse(400, {
        message: "Some fields are not valid.",
        errors: [
          { field: "audience.departmentId", errorMessage: "notification.unknownDepartment" },
          { field: "titleEn", errorMessage: "Too long on the server" },
        ],
      }),
    );
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "A department" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Department" }));
    await userEvent.click(await screen.findByRole("option", { name: "Development" }));
    fillTexts();
    await submit();

    expect(await screen.findByText("This department does not exist.")).toBeInTheDocument();
    expect(screen.getByText("Too long on the server")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "New notification" });
    expect(within(form).getByRole("alert")).toHaveTextContent("Some fields are not valid.");
    expect(screen.getByLabelText(/Title \(English\)/)).toHaveValue("Payslips are ready");
  });

  it("asks before sending to everyone", async () => {
    const fetchMock = serve(() => jsonResponse(200, { recipients: 42 }));
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "Everyone" }));
    fillTexts();
    await submit();

    const confirm = await screen.findByRole("dialog", { name: "Send to everyone?" });
    expect(
      within(confirm).getByText('Every employee will receive "Payslips are ready".'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(sendCalls(fetchMock)).toHaveLength(0);

    await submit();
    await userEvent.click(await screen.findByRole("button", { name: "Send to everyone" }));
    expect(await screen.findByText("Sent to 42 people.")).toBeInTheDocument();
    expect(JSON.parse(String(sendCalls(fetchMock)[0]?.[1]?.body)).audience).toEqual({ type: "everyone" });
  });

  describe("in the Japanese UI", () => {
    beforeEach(() => changeLanguage("ja"));
    afterEach(() => changeLanguage("en"));

    it("quotes the Japanese title in the confirmation, with the English one beside it", async () => {
      serve(() => jsonResponse(200, { recipients: 42 }));
      renderForm();
      await userEvent.click(screen.getByRole("radio", { name: "全員" }));
      fill(/件名（英語）/, "Payslips are ready");
      fill(/件名（日本語）/, "給与明細を公開しました");
      fill(/内容（英語）/, "See the payroll page.");
      await userEvent.click(screen.getByRole("button", { name: "送信" }));

      const confirm = await screen.findByRole("dialog", { name: "全員に送信しますか？" });
      expect(
        within(confirm).getByText(
          "すべての社員に「給与明細を公開しました」（英語：「Payslips are ready」）が届きます。",
        ),
      ).toBeInTheDocument();
    });

    it("quotes the English title when there is no Japanese one: that is what everyone receives", async () => {
      serve(() => jsonResponse(200, { recipients: 42 }));
      renderForm();
      await userEvent.click(screen.getByRole("radio", { name: "全員" }));
      fill(/件名（英語）/, "Payslips are ready");
      fill(/内容（英語）/, "See the payroll page.");
      await userEvent.click(screen.getByRole("button", { name: "送信" }));

      const confirm = await screen.findByRole("dialog", { name: "全員に送信しますか？" });
      expect(
        within(confirm).getByText("すべての社員に「Payslips are ready」が届きます。"),
      ).toBeInTheDocument();
    });
  });

  it("quotes both titles in the English UI when both are entered", async () => {
    serve(() => jsonResponse(200, { recipients: 42 }));
    renderForm();
    await userEvent.click(screen.getByRole("radio", { name: "Everyone" }));
    fillTexts();
    fill(/Title \(Japanese\)/, "給与明細を公開しました");
    await submit();

    const confirm = await screen.findByRole("dialog", { name: "Send to everyone?" });
    expect(
      within(confirm).getByText(
        'Every employee will receive "Payslips are ready" (in Japanese: "給与明細を公開しました").',
      ),
    ).toBeInTheDocument();
  });
});
