import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { jsonResponse, renderRoutes } from "../../test/render";
import { AboutPage } from "./about-page";

const stationDataUrl = "https://nlftp.mlit.go.jp/ksj/gml/datalist/KsjTmplt-N02-2023.html";
const japaneseCredit = `「国土数値情報（鉄道データ）」（国土交通省）（${stationDataUrl}）を加工して作成`;
const englishCredit =
  "Processed from National Land Numerical Information (Railway Data), Ministry of Land, Infrastructure, Transport and Tourism, Japan (N02, 2023 edition).";

function serveConfig() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/config/client"
        ? jsonResponse(200, {
            productTitle: "FES Portal",
            hotlineEmail: "h@x",
            complianceHotlineEmail: "c@x",
            login: { accountLogin: true, alternativePassword: false, sso: null },
          })
        : jsonResponse(404, { message: "Not found", errors: [] }),
    ),
  );
}

/** A paragraph by its whole text (the Japanese credit holds the link). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text;

const renderPage = () => renderRoutes([{ path: paths.about, element: <AboutPage /> }], paths.about);

describe("about", () => {
  afterEach(() => changeLanguage("en"));

  it("names the product and credits the station list, with its source as an external link", async () => {
    serveConfig();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "FES Portal" })).toBeInTheDocument();

    const sources = screen.getByRole("region", { name: "Data sources" });
    expect(within(sources).getByText(paragraph(japaneseCredit))).toHaveAttribute("lang", "ja");
    expect(within(sources).getByText(englishCredit)).toHaveAttribute("lang", "en");
    const link = within(sources).getByRole("link", { name: stationDataUrl });
    expect(link).toHaveAttribute("href", stationDataUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows both credits in Japanese too", async () => {
    serveConfig();
    await changeLanguage("ja");
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "このポータルについて" })).toBeInTheDocument();
    const sources = screen.getByRole("region", { name: "データの出典" });
    expect(within(sources).getByText(paragraph(japaneseCredit))).toBeInTheDocument();
    expect(within(sources).getByText(englishCredit)).toBeInTheDocument();
  });
});
