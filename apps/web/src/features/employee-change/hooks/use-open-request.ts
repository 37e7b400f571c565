import { useSearchParams } from "react-router";

/** The query parameter naming the request open in the drawer (the notifications' links set it). */
export const openRequestParam = "request";

/** A request id as the address gives it: a positive whole number, else none. */
export function requestIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The change request open in the drawer, kept in `?request=` so a notification's link (or a reload)
 * opens it; opening sets the parameter, closing drops it, the other parameters are kept.
 */
export function useOpenRequest(): [number | null, (id: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = requestIdOf(searchParams.get(openRequestParam));

  function setOpenId(id: number | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(openRequestParam);
        else next.set(openRequestParam, String(id));
        return next;
      },
      { replace: true },
    );
  }

  return [openId, setOpenId];
}
