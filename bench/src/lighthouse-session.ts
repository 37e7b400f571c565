import { Audit, type Config, Gatherer } from "lighthouse";

/** The artifact of the signed-in page load; only the audit below asks for it. */
const artifactId = "BenchSignedIn";

/**
 * The web app keeps its session in localStorage, and Lighthouse clears the origin's storage before
 * it loads the page. So this gatherer has Chrome run a script at the start of every document of
 * the audited tab, before the app's own scripts, that stores the session for the app's origin:
 * the page loads as it does for a signed-in user, with cold caches. (Chrome DevTools Protocol
 * through Lighthouse's own connection: no browser automation library is needed.)
 */
class SignedInGatherer extends Gatherer {
  override meta: Gatherer["meta"] = { supportedModes: ["navigation"] };

  constructor(private readonly script: string) {
    super();
  }

  override async startInstrumentation(context: Parameters<Gatherer["startInstrumentation"]>[0]) {
    await context.driver.defaultSession.sendCommand("Page.addScriptToEvaluateOnNewDocument", {
      source: this.script,
    });
  }

  override getArtifact() {
    return null;
  }
}

/** Lighthouse gathers only artifacts an audit of a category asks for: this audit asks for the session's. */
class SignedInAudit extends Audit {
  static override get meta() {
    return {
      id: "bench-signed-in",
      title: "Loaded with the bench's session",
      description: "The bench stored a session before the page's scripts ran.",
      requiredArtifacts: [artifactId] as unknown as typeof Audit.meta.requiredArtifacts,
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }

  static override audit() {
    return { score: null };
  }
}

/**
 * Lighthouse's default configuration (mobile: emulated phone screen, simulated slow 4G and 4× CPU
 * slowdown) reporting the performance and accessibility categories; with `session`, every page of
 * `origin` loads with these localStorage items already set.
 */
export function lighthouseConfig(origin: string, session?: Record<string, string>): Config {
  const categories = ["performance", "accessibility"];
  if (!session) return { extends: "lighthouse:default", settings: { onlyCategories: categories } };
  const script = `if (location.origin === ${JSON.stringify(origin)}) {
  for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);
}`;
  return {
    extends: "lighthouse:default",
    settings: { onlyCategories: [...categories, "bench"] },
    artifacts: [{ id: artifactId, gatherer: { instance: new SignedInGatherer(script) } }],
    audits: [{ implementation: SignedInAudit }],
    categories: { bench: { title: "Bench", auditRefs: [{ id: "bench-signed-in", weight: 0 }] } },
  };
}
