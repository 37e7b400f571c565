import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** The impacts that fail a check; minor and moderate findings are attached to the report only. */
const blockingImpacts: ReadonlySet<string> = new Set(["serious", "critical"]);

/** One violation as a few readable lines: rule, impact, help link, then each element and its fix. */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map(String).join(" ");
    const summary = (node.failureSummary ?? "").replaceAll("\n", "\n      ");
    return `  - ${target}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  return [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`,
    `  ${violation.helpUrl}`,
    ...nodes,
  ].join("\n");
}

/**
 * Runs axe on the page as it is now and fails when any rule of impact serious or critical is
 * broken, listing each broken rule with its elements and how to fix them. The full results are
 * attached to the test report (accessibility-<n>.json).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Axe runs in the page itself (legacy mode) rather than finishing its run in a second, blank page
  // it opens and loads axe into again: half the time per check. The second page exists to merge the
  // results of cross-origin frames, and the screens checked here have none.
  // Only the violations carry their elements (the report shows nothing else): axe then skips
  // describing every passing element, a third of the CPU a check takes.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  await test.info().attach(`accessibility-${test.info().attachments.length + 1}.json`, {
    body: JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
    contentType: "application/json",
  });
  const blocking = results.violations.filter((v) => v.impact && blockingImpacts.has(v.impact));
  const report = blocking.map(describeViolation).join("\n\n");
  // Compared by rule id so the failure shows the readable report, not axe's whole result objects.
  expect(
    blocking.map((violation) => violation.id),
    `${blocking.length} serious or critical accessibility violation(s) on ${results.url}:\n\n${report}\n`,
  ).toEqual([]);
}
