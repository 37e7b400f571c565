import type { MenuNode } from "@portal/contract/menu/menu.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { ensureDefaultMenu } from "./default-menu";

const titles = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children)]);

describe("the server-driven menu", () => {
  let t: TestApp;
  let admin: { authorization: string };
  let employee: { authorization: string };
  let leader: { authorization: string };
  let employeeId: number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    await ensureDefaultMenu(t.db);
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    employeeId = (await createEmployee(t.db, { account: "employee1", deptId: dept.id })).id;
    const leaderRow = await createEmployee(t.db, { account: "leader1", deptId: dept.id });
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: leaderRow.id })
      .where("id", "=", dept.id)
      .execute();
    admin = (await signIn(t, "admin1")).headers;
    employee = (await signIn(t, "employee1")).headers;
    leader = (await signIn(t, "leader1")).headers;
  });
  afterAll(() => t.close());

  const menuOf = async (headers: { authorization: string }, id: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api/menu/fes/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MenuNode[]>();
  };
  const createItem = (body: Record<string, unknown>, headers = admin) =>
    t.app.inject({
      method: "POST",
      url: "/api/menu/items",
      headers,
      payload: {
        parentId: null,
        icon: null,
        screen: null,
        url: null,
        target: null,
        hidden: false,
        skip: false,
        numberSource: null,
        roles: [],
        ...body,
      },
    });

  it("gives an employee the items for everyone, and an administrator the administration too", async () => {
    expect(titles(await menuOf(employee, "employee1"))).toEqual([
      "home",
      "leave",
      "commutingTicket",
      "colleagues",
      "profile",
      "workingAddress",
      "help",
      "about",
    ]);
    const adminMenu = await menuOf(admin, "admin1");
    expect(titles(adminMenu)).toEqual([
      "home",
      "leave",
      "commutingTicket",
      "colleagues",
      "profile",
      "workingAddress",
      "help",
      "about",
      "administration",
      "signInAudit",
      "menuAdmin",
      "pageViews",
      "jobs",
      "apiReference",
      "campaigns",
      "notificationSend",
    ]);
    const audit = adminMenu.find((item) => item.title === "administration")?.children[0];
    expect(audit).toMatchObject({
      routePath: ["/administration/sign-in-audit"],
      icon: "shield-lock",
      number: 0,
    });
    expect(adminMenu.find((item) => item.title === "administration")?.routePath).toEqual([]);
  });

  it("accepts the user's own employee id, and refuses anyone else's menu", async () => {
    expect(titles(await menuOf(employee, String(employeeId)))).toEqual([
      "home",
      "leave",
      "commutingTicket",
      "colleagues",
      "profile",
      "workingAddress",
      "help",
      "about",
    ]);
    const other = await t.app.inject({ method: "GET", url: "/api/menu/fes/admin1", headers: employee });
    expect(other.statusCode).toBe(401);
  });

  it("filters by any of the roles an item names, computed from the record", async () => {
    const created = await createItem({
      titleKey: "leaders",
      icon: "users",
      screen: "home",
      roles: ["departmentLeader", "hr"],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(titles(await menuOf(leader, "leader1"))).toContain("leaders");
    expect(titles(await menuOf(employee, "employee1"))).not.toContain("leaders");
  });

  it("counts lockouts for administrators, in the tree and in updateNumber", async () => {
    await t.db
      .insertInto("signInAudit")
      .values({
        occurredAt: new Date().toISOString(),
        userId: "someone",
        employeeId: null,
        event: "lockout",
        method: "password",
        ipAddress: "127.0.0.1",
        userAgent: "test",
      })
      .execute();
    const adminMenu = await menuOf(admin, "admin1");
    const audit = adminMenu.find((item) => item.title === "administration")?.children[0];
    expect(audit?.number).toBe(1);
    const numbers = await t.app.inject({ method: "GET", url: "/api/menu/fes/updateNumber", headers: admin });
    expect(numbers.json()).toContainEqual({ id: audit?.id, number: 1 });
    const employeeNumbers = await t.app.inject({
      method: "GET",
      url: "/api/menu/fes/updateNumber",
      headers: employee,
    });
    expect(employeeNumbers.json().map((n: { id: number }) => n.id)).not.toContain(audit?.id);
  });

  it("drops a group with nothing in it, and keeps external links with their target", async () => {
    await createItem({ titleKey: "emptyGroup", icon: "folder" });
    const link = await createItem({
      titleKey: "intranet",
      icon: "external-link",
      url: "https://intranet.example.co.jp/",
    });
    expect(link.json()).toMatchObject({ target: "_blank" });
    const menu = await menuOf(employee, "employee1");
    expect(titles(menu)).not.toContain("emptyGroup");
    expect(menu.find((n) => n.title === "intranet")).toMatchObject({
      url: "https://intranet.example.co.jp/",
      target: "_blank",
    });
  });

  it("offers the chat assistant unless the portal turns it off", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/menu/check-show-navi",
      headers: employee,
    });
    expect(response.json()).toEqual({ show: true });
    const off = await buildTestApp({ NAVI_ENABLED: "false" });
    try {
      await createEmployee(off.db, { account: "employee1", deptId: (await createDepartment(off.db)).id });
      const signedIn = await signIn(off, "employee1");
      const hidden = await off.app.inject({
        method: "GET",
        url: "/api/menu/check-show-navi",
        headers: signedIn.headers,
      });
      expect(hidden.json()).toEqual({ show: false });
    } finally {
      await off.close();
    }
  });

  it("lets only administrators manage the menu", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/menu/items", headers: employee })).statusCode,
    ).toBe(401);
    expect((await createItem({ titleKey: "sneaky", screen: "home" }, employee)).statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/menu/items", headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThanOrEqual(4);
  });

  it("rejects links that are not http(s), a screen that does not exist, and both at once", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/menu/items", headers: admin })).json()
      .length;
    const script = await createItem({ titleKey: "x", url: "javascript:alert(1)" });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toContainEqual({
      field: "url",
      errorMessage: "The link must start with http:// or https://.",
    });
    expect((await createItem({ titleKey: "x", screen: "nowhere" })).statusCode).toBe(400);
    expect((await createItem({ titleKey: "bell\u0007", screen: "home" })).statusCode).toBe(400);
    expect(
      (await createItem({ titleKey: "Company intranet", url: "https://intranet.example.co.jp/" })).statusCode,
    ).toBe(200);
    const both = await createItem({ titleKey: "x", screen: "home", url: "https://example.com" });
    expect(both.json().errors).toContainEqual({
      field: "url",
      errorMessage: "Choose a screen or a link, not both.",
    });
    const after = (await t.app.inject({ method: "GET", url: "/api/menu/items", headers: admin })).json()
      .length;
    expect(after).toBe(before + 1);
  });

  it("edits, reorders, refuses cycles, and deletes with the children", async () => {
    const group = (await createItem({ titleKey: "tools", icon: "folder" })).json();
    const child = (await createItem({ titleKey: "toolHome", screen: "home", parentId: group.id })).json();

    const cycle = await t.app.inject({
      method: "PUT",
      url: `/api/menu/items/${group.id}`,
      headers: admin,
      payload: { ...group, id: undefined, sortOrder: undefined, parentId: child.id },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0].field).toBe("parentId");

    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/menu/items/${child.id}`,
      headers: admin,
      payload: { ...child, id: undefined, sortOrder: undefined, titleKey: "toolStart", hidden: true },
    });
    expect(renamed.json()).toMatchObject({ titleKey: "toolStart", hidden: true });

    const home = (await menuOf(admin, "admin1")).find((n) => n.title === "home");
    const reorder = await t.app.inject({
      method: "PUT",
      url: "/api/menu/order",
      headers: admin,
      payload: {
        items: [
          { id: group.id, parentId: null, sortOrder: 0 },
          { id: home?.id, parentId: null, sortOrder: 1 },
        ],
      },
    });
    expect(reorder.statusCode).toBe(204);
    expect((await menuOf(admin, "admin1"))[0]?.title).toBe("tools");

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/menu/items/${group.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(titles(await menuOf(admin, "admin1"))).not.toContain("toolStart");
    const gone = await t.app.inject({ method: "DELETE", url: `/api/menu/items/${group.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
  });
});
