// First: zod must not probe for eval under the strict Content-Security-Policy (no 'unsafe-eval').
import "@portal/contract/common/jitless-validation";
import "./app/mantine-styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { isRouteHandle } from "./app/page-title";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { startI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { readSession } from "./lib/session-store";
import { isTokenActive } from "./lib/token";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// The router starts fetching the first screen's code at once, while the texts load. Then (the
// calls carry the user's language) a signed-in user's first screen starts fetching its data.
const queryClient = createQueryClient();
const router = createAppRouter();
await startI18n();
const session = readSession();
if (session && isTokenActive(session.token)) {
  for (const { route } of router.state.matches) {
    if (isRouteHandle(route.handle)) route.handle.prefetch?.(queryClient);
  }
}

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
