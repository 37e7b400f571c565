import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { theme } from "../app/theme";

const quietQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The query clients rendered since the last `clearRenderedQueryClients()`. */
const renderedClients = new Set<QueryClient>();

/** Empties the caches of the query clients rendered so far (after each test, with the DOM). */
export function clearRenderedQueryClients(): void {
  for (const client of renderedClients) client.clear();
  renderedClients.clear();
}

/**
 * Renders routes at `path` with the app's providers (by default a query client that does not
 * retry). `env: "test"` is Mantine's test mode, for screens with pickers whose dropdowns jsdom
 * cannot place.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient = quietQueryClient(),
  options: { env?: "test" } = {},
) {
  renderedClients.add(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme} env={options.env}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
