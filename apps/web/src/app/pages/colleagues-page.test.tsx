import type { ColleagueInfo, ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { jsonResponse, renderRoutes } from "../../test/render";
import { ColleaguesPage } from "./colleagues-page";

const solutions = { id: 1, nameEn: "Digital Solutions 1", nameJa: "デジタルソリューション第1部" };
const sales = { id: 2, nameEn: "Sales", nameJa: "営業部" };
const tokyo = { id: 7, nameEn: "Tokyo Head Office", nameJa: "東京本社" };

const kenta: ColleagueSummary = {
  id: 11,
  account: "kenta.sato",
  fullName: "Kenta Sato",
  fullName_JP: "佐藤 健太",
  avatarURL: "/api/employeeAvatar/11/abcdefghijklmnopqrstuvwxyz012345",
  dept: solutions,
  workingPlace: tokyo,
};
const yui: ColleagueSummary = {
  id: 12,
  account: "yui.tanaka",
  fullName: "Yui Tanaka",
  fullName_JP: "田中 結衣",
  avatarURL: null,
  dept: sales,
  workingPlace: null,
};
const kentaInfo: ColleagueInfo = {
  ...kenta,
  email: "kenta.sato@fes.example.co.jp",
  teams: "kenta.sato@fes.example.co.jp",
  teamsLink: "https://teams.microsoft.com/l/chat/0/0?users=kenta.sato@fes.example.co.jp",
  workplaceLink: "https://www.google.com/maps/search/?api=1&query=%E6%9D%B1%E4%BA%AC",
  tel: "03-1234-5678",
  seatCode: null,
};

type Answer = Response | ((url: URL) => Response);

/** Serves the directory's calls; `search` answers colleague-account (default: everyone). */
function serve(answers: { search?: Answer; info?: Answer } = {}) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, "http://localhost");
    const answer = (given: Answer | undefined, fallback: () => Response) =>
      given === undefined ? fallback() : typeof given === "function" ? given(url) : given.clone();
    if (url.pathname === "/api/employee/departments") return jsonResponse(200, [solutions, sales]);
    if (url.pathname === "/api/employee/colleague-account") {
      return answer(answers.search, () => jsonResponse(200, [kenta, yui]));
    }
    if (url.pathname === `/api/employee/colleague-info/${kenta.id}`) {
      return answer(answers.info, () => jsonResponse(200, kentaInfo));
    }
    return jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const searchCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, "http://localhost"))
    .filter((url) => url.pathname === "/api/employee/colleague-account");

const renderPage = () =>
  renderRoutes([{ path: menuScreens.colleagues, element: <ColleaguesPage /> }], menuScreens.colleagues);

describe("colleague directory", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage("en");
  });

  it("shows photos, says how many match in all, and pages beyond the first 50", async () => {
    const many = (page: number) =>
      Array.from({ length: page === 1 ? 50 : 7 }, (_, index) => ({
        ...yui,
        id: 100 + (page - 1) * 50 + index,
        account: `person${(page - 1) * 50 + index}`,
        fullName: `Person ${(page - 1) * 50 + index}`,
      }));
    const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname === "/api/employee/departments") return jsonResponse(200, [solutions, sales]);
      if (url.pathname === "/api/employee/colleague-account") {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        const page = Number(headers["x-pagination-page"]);
        const rows = page === 1 ? [kenta, ...many(1).slice(1)] : many(2);
        return new Response(JSON.stringify(rows), {
          status: 200,
          headers: { "Content-Type": "application/json", "X-Total-Count": "57" },
        });
      }
      return jsonResponse(404, { message: "Not found", errors: [] });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderPage();
    const card = await screen.findByRole("button", { name: /Kenta Sato/ });
    // The photo is decoration beside the name the card already reads out.
    expect(card.querySelector("img")).toHaveAttribute("src", kenta.avatarURL);
    expect(screen.getByRole("status")).toHaveTextContent("Colleagues 1–50 of 57");
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByRole("button", { name: /Person 56/ })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Colleagues 51–57 of 57");
  });

  it("lists colleagues as cards with name, Japanese name, department and working place", async () => {
    serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Colleagues" })).toBeInTheDocument();
    const card = await screen.findByRole("button", { name: /Kenta Sato/ });
    expect(within(card).getByText("佐藤 健太")).toHaveAttribute("lang", "ja");
    expect(within(card).getByText("Digital Solutions 1")).toBeInTheDocument();
    expect(within(card).getByText("Tokyo Head Office")).toBeInTheDocument();
    expect(screen.getByText("2 colleagues")).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "Sales" })).toBeInTheDocument();
  });

  it("sends the typed text (once typing pauses) and the department to the server", async () => {
    const fetchMock = serve({
      search: (url) => jsonResponse(200, url.searchParams.get("search") === "佐藤" ? [kenta] : [kenta, yui]),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("button", { name: /Yui Tanaka/ });
    await user.type(screen.getByRole("searchbox", { name: "Name, account or employee code" }), "佐藤");
    await waitFor(() => expect(screen.queryByRole("button", { name: /Yui Tanaka/ })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /Kenta Sato/ })).toBeInTheDocument();
    const searches = searchCalls(fetchMock).map((url) => url.searchParams.get("search"));
    expect(searches).toContain("佐藤");
    expect(searches).not.toContain("佐");

    await screen.findByRole("option", { name: "Sales" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Department" }), "Sales");
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)?.searchParams.get("departmentId")).toBe(String(sales.id)),
    );
    expect(searchCalls(fetchMock).at(-1)?.searchParams.get("search")).toBe("佐藤");
  });

  it("opens a colleague's contacts from the card: e-mail, Teams, telephone, working place and seat", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: /Kenta Sato/ }));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByRole("link", { name: kentaInfo.email })).toHaveAttribute(
      "href",
      `mailto:${kentaInfo.email}`,
    );
    const teams = within(drawer).getByRole("link", { name: /Chat in Teams/ });
    expect(teams).toHaveAttribute("href", kentaInfo.teamsLink);
    expect(teams).toHaveAttribute("target", "_blank");
    // The directory's phone is the company phone (the server never sends the private mobile).
    expect(within(drawer).getByText("Work phone")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "03-1234-5678" })).toHaveAttribute(
      "href",
      "tel:0312345678",
    );
    expect(within(drawer).getByRole("link", { name: /Show on map/ })).toHaveAttribute(
      "href",
      kentaInfo.workplaceLink,
    );
    expect(within(drawer).getByText("Tokyo Head Office")).toBeInTheDocument();
    expect(within(drawer).getByText("No seat plan yet")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says when nobody matches", async () => {
    serve({ search: jsonResponse(200, []) });
    renderPage();
    expect(await screen.findByText("No colleague matches the search.")).toBeInTheDocument();
  });

  it("says when the search failed, and retries", async () => {
    let fail = true;
    serve({
      search: () => (fail ? jsonResponse(500, { message: "Boom", errors: [] }) : jsonResponse(200, [kenta])),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The colleagues could not be loaded.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: /Kenta Sato/ })).toBeInTheDocument();
  });

  it("speaks Japanese: department and working place names too", async () => {
    serve();
    await changeLanguage("ja");
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "社員名簿" })).toBeInTheDocument();
    const card = await screen.findByRole("button", { name: /Kenta Sato/ });
    expect(within(card).getByText("デジタルソリューション第1部")).toBeInTheDocument();
    expect(within(card).getByText("東京本社")).toBeInTheDocument();
  });
});
