import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { changeTestApp } from "./change-test-app";

describe("change requests: HR's queue", () => {
  const changes = changeTestApp();
  const { auth, call, ok, page, profileRequest, hrCount } = changes;
  let t: TestApp;
  // The queue as the lifecycle and rules tests leave it: Ren Kato's and Aoi Mori's requests waiting,
  // one approved, one rejected, one cancelled.
  beforeAll(async () => {
    t = changes.t();
    const submit = async (who: string, fields: Record<string, string>) => {
      const response = await profileRequest(who, fields);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChangeRequest>().id;
    };
    await ok("POST", `/requests/${await submit("employee1", { japaneseLevel: "N2" })}/approve`, "hr1", {});
    await ok("POST", `/requests/${await submit("employee2", { nationality: "Japanese" })}/reject`, "hr1", {
      reason: "Not this one",
    });
    await ok("POST", `/requests/${await submit("hr2", { japaneseLevel: "N2" })}/cancel`, "hr2");
    await submit("employee3", { japaneseLevel: "N1" });
    await submit("employee4", { japaneseLevel: "N3" });
  });

  it("pages HR's queue (oldest submitted first) with X-Total-Count, searches by name, account or code, filters", async () => {
    const queue = await t.app.inject({
      method: "GET",
      url: "/api/employeeChange/review",
      headers: { ...auth.hr1, "x-pagination-page": "1", "x-pagination-size": "1" },
    });
    expect(queue.statusCode).toBe(200);
    const total = Number(queue.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(queue.json().data).toHaveLength(1);
    const all = await page("/review", "hr1");
    const submittedAt = all.data.map((row) => row.submittedAt ?? "");
    expect(submittedAt).toEqual([...submittedAt].sort());
    const byName = (await call("GET", `/review?search=${encodeURIComponent("ren kato")}`, "hr1")).json();
    expect(byName.data.map((row: ChangeRequest) => row.employeeName)).toEqual(["Ren Kato"]);
    expect((await call("GET", "/review?search=employee4", "hr1")).json().totalCount).toBe(1);
    expect((await call("GET", "/review?search=%25", "hr1")).json().totalCount).toBe(0);
    expect((await call("GET", "/review?kind=address", "hr1")).json().totalCount).toBe(0);
    const approved = (await call("GET", "/review?status=approved", "hr1")).json();
    expect(approved.data.every((row: ChangeRequest) => row.status === "approved")).toBe(true);
    expect((await call("GET", "/review?status=draft", "hr1")).json().totalCount).toBe(0);
    expect((await call("GET", "/review?status=unknown", "hr1")).statusCode).toBe(400);
  });

  it("lists every status but drafts under status=all, newest first, and leaves HR's count to the waiting ones", async () => {
    const created = await profileRequest("hr2", { japaneseLevel: "N3" }, { draft: true });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<ChangeRequest>();
    expect(draft.status).toBe("draft");
    const countOf = async (status: string) =>
      (await call("GET", `/review?status=${status}`, "hr1")).json().totalCount as number;
    const waiting = await countOf("submitted");
    const approved = await countOf("approved");
    const rejected = await countOf("rejected");
    const cancelled = await countOf("cancelled");
    for (const count of [waiting, approved, rejected, cancelled]) expect(count).toBeGreaterThan(0);

    const every = await t.app.inject({
      method: "GET",
      url: "/api/employeeChange/review?status=all",
      headers: { ...auth.hr1, "x-pagination-page": "1", "x-pagination-size": "100" },
    });
    expect(every.statusCode, every.body).toBe(200);
    const rows = every.json<{ data: ChangeRequest[]; totalCount: number }>().data;
    expect(every.headers["x-total-count"]).toBe(String(waiting + approved + rejected + cancelled));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(["submitted", "approved", "rejected", "cancelled"]),
    );
    expect(rows.map((row) => row.id)).not.toContain(draft.id);
    const changedAt = rows.map((row) => row.updatedAt);
    expect(changedAt).toEqual([...changedAt].sort().reverse());
    // Without a status the list is still the waiting queue (the menu's number counts those alone).
    expect((await page("/review", "hr1")).totalCount).toBe(waiting);
    expect(await hrCount("hr2")).toBe(waiting);
  });
});
