import { describe, expect, it } from "vitest";
import { escapeHtml, renderMail } from "./mail-templates";

const product = { productTitle: "Portal <&>" };

describe("e-mail templates", () => {
  it("escapes every value and the product name in the HTML, and keeps them verbatim in the text", () => {
    const mail = renderMail(
      "decisionReminder",
      "en",
      {
        recipientName: `"Boss" & co`,
        name: "<script>",
        departure: "A",
        arrival: "B",
        days: 2,
        link: "https://x/",
      },
      product,
    );
    expect(mail.subject).toBe("[Portal <&>] <script>'s commuter pass has waited 2 days for your decision");
    expect(mail.text.split("\n")[0]).toBe(`Dear "Boss" & co,`);
    expect(mail.html).toContain("<p>Dear &quot;Boss&quot; &amp; co,</p>");
    expect(mail.html).toContain("<title>[Portal &lt;&amp;&gt;] &lt;script&gt;&#39;s commuter pass");
    expect(mail.html).not.toContain("<script>");
  });

  it("links only absolute http(s) addresses", () => {
    const params = { name: "N", departure: "A", arrival: "B", endDate: "2026-04-30" };
    const safe = renderMail("passExpiry", "en", { ...params, link: "javascript:alert(1)" }, product);
    expect(safe.html).not.toContain("<a ");
    expect(safe.html).toContain("<p>javascript:alert(1)</p>");
    const linked = renderMail("passExpiry", "en", { ...params, link: "HTTPS://portal/t?a=1&b=2" }, product);
    expect(linked.html).toContain('<a href="HTTPS://portal/t?a=1&amp;b=2"');
  });

  it("writes dates, months, counts and yen for the reader, and other values as given", () => {
    const params = { month: "2026-12", rows: 10_000, monthlyTotal: 98_765, link: "https://p/" };
    expect(renderMail("payrollReport", "ja", params, product).text).toContain(
      "2026年12月分の給与計算用の通勤手当レポートを作成しました（10,000件、月額合計 98,765円）。",
    );
    expect(renderMail("payrollReport", "en", params, product).text).toContain(
      "December 2026 payroll is ready: 10,000 rows, monthly total 98,765 yen.",
    );
    const given = { month: "FY2026 Q1", rows: "some", monthlyTotal: "n/a", link: "https://p/" };
    expect(renderMail("payrollReport", "en", given, product).text).toContain(
      "for FY2026 Q1 payroll is ready: some rows, monthly total n/a.",
    );
  });

  it("greets the recipient, or anyone when the template's name is missing", () => {
    const params = { name: "Owner", departure: "A", arrival: "B", days: 1, link: "https://p/" };
    expect(renderMail("decisionReminder", "ja", params, product).text.split("\n")[0]).toBe("ご担当者様");
    expect(
      renderMail("decisionReminder", "ja", { ...params, recipientName: "高橋 一郎" }, product).text.split(
        "\n",
      )[0],
    ).toBe("高橋 一郎 様");
  });

  it("keeps the subject on one line and refuses a missing value", () => {
    const params = { name: "A\r\nBcc: x@example.com", departure: "A", arrival: "B", endDate: "x", link: "l" };
    expect(renderMail("passExpiry", "en", params, product).subject).toBe(
      "[Portal <&>] Your commuter pass ends on x",
    );
    expect(renderMail("decisionReminder", "en", { ...params, days: 3 }, product).subject).not.toMatch(
      /[\r\n]/,
    );
    expect(() =>
      renderMail("payrollReport", "en", { month: "2026-01", rows: 1, link: "l" }, product),
    ).toThrow("monthlyTotal");
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
