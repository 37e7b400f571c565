import type { TestApp } from "./build-test-app";

/** The number the menu shows the caller (their headers) for one of its number sources. */
export async function menuNumber(t: TestApp, headers: Record<string, string> | undefined, source: string) {
  const item = await t.db
    .selectFrom("menuItems")
    .select("id")
    .where("numberSource", "=", source)
    .executeTakeFirstOrThrow();
  const numbers = await t.app.inject({
    method: "GET",
    url: "/api/menu/fes/updateNumber",
    headers,
  });
  return numbers.json<{ id: number; number: number }[]>().find((entry) => entry.id === item.id)?.number;
}
