import type { QueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { namespaces } from "../lib/i18n-resources";

/** A t() that takes "namespace:key" for every namespace. */
type AnyNamespaceT = TFunction<typeof namespaces>;

/** What a route puts in its `handle`: the translated title of its screen. */
export interface RouteHandle {
  title: (t: AnyNamespaceT) => string;
  /**
   * Starts loading what the screen shows first when the app opens on it signed in, while its code
   * is still on the way (main.tsx); the screen's queries then find the data in the cache.
   */
  prefetch?: (queryClient: QueryClient) => void;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === "object" && handle !== null && "title" in handle && typeof handle.title === "function"
  );
}

/** The title of the deepest matched route that has one, in the current language. */
export function usePageTitle(): string | null {
  const { t } = useTranslation(namespaces);
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return handle ? handle.title(t) : null;
}
