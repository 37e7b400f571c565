import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { menuNode } from "../../../test/menu-node";
import { renderRoutes } from "../../../test/render";
import { SidebarMenu } from "./sidebar-menu";

const node = menuNode;

const nodes = [
  node(1, "home", { icon: "home", routePath: ["/home"] }),
  node(2, "administration", {
    icon: "settings",
    children: [node(3, "signInAudit", { routePath: ["/administration/sign-in-audit"], number: 4 })],
  }),
  node(4, "Company intranet", { url: "https://intranet.example.co.jp/", target: "_blank" }),
];

const renderMenu = (trail: number[], isCollapsed = false) =>
  renderRoutes(
    [
      {
        path: "*",
        element: <SidebarMenu nodes={nodes} trail={trail} isCollapsed={isCollapsed} onNavigate={() => {}} />,
      },
    ],
    "/",
  );

describe("SidebarMenu", () => {
  it("shows translated titles, numbers in brackets, and the selected item's parent open", () => {
    renderMenu([2, 3]);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/home");
    const audit = screen.getByRole("link", { name: "Sign-in audit (4)" });
    expect(audit).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Administration" })).toHaveAttribute("aria-expanded", "true");
  });

  it("opens a group by keyboard", async () => {
    renderMenu([]);
    const group = screen.getByRole("button", { name: "Administration" });
    expect(group).toHaveAttribute("aria-expanded", "false");
    group.focus();
    await userEvent.keyboard("{Enter}");
    expect(group).toHaveAttribute("aria-expanded", "true");
  });

  it("opens external links in their target, without giving the page away", () => {
    renderMenu([]);
    const link = screen.getByRole("link", { name: "Company intranet" });
    expect(link).toHaveAttribute("href", "https://intranet.example.co.jp/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows named icons only when collapsed", () => {
    renderMenu([1], true);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Administration" })).toBeInTheDocument();
    expect(screen.queryByText("Home")).not.toBeInTheDocument();
  });
});
