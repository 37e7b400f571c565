import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { PageLoader } from "../components/ui/page-loader";
import { ssoCallbackPath } from "../features/auth/sso/sso-paths";
import { paths } from "../lib/paths";
import { RequireSession } from "./layouts/require-session";
import { RootLayout } from "./layouts/root-layout";
import type { RouteHandle } from "./page-title";
import { FatalErrorPage } from "./pages/fatal-error-page";

const loginHandle: RouteHandle = { title: (t) => t("auth:login.title") };
const homeHandle: RouteHandle = { title: (t) => t("home:title") };
const notFoundHandle: RouteHandle = { title: (t) => t("errors:notFound.title") };
const signInAuditHandle: RouteHandle = { title: (t) => t("audit:title") };

/** The route table of the web app; every screen's code is loaded on first visit. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: FatalErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { path: "/", element: <Navigate to={paths.home} replace /> },
      {
        path: paths.login,
        handle: loginHandle,
        lazy: async () => ({ Component: (await import("./pages/login-page")).LoginPage }),
      },
      {
        path: ssoCallbackPath,
        handle: loginHandle,
        lazy: async () => ({ Component: (await import("./pages/sso-callback-page")).SsoCallbackPage }),
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: async () => ({ Component: (await import("./layouts/main-layout")).MainLayout }),
            children: [
              {
                path: paths.home,
                handle: homeHandle,
                lazy: async () => ({ Component: (await import("./pages/home-page")).HomePage }),
              },
              {
                path: paths.signInAudit,
                handle: signInAuditHandle,
                lazy: async () => ({
                  Component: (await import("./pages/sign-in-audit-page")).SignInAuditPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: "*",
        handle: notFoundHandle,
        lazy: async () => ({ Component: (await import("./pages/not-found-page")).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
