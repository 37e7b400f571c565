import { Menu, NavLink, Stack, Tooltip, UnstyledButton } from "@mantine/core";
import type { MenuNode } from "@portal/contract/menu/menu.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MenuIcon } from "./menu-icon";
import classes from "./sidebar-menu.module.css";

interface SidebarMenuProps {
  nodes: MenuNode[];
  /** Ids from the top down to the selected item. */
  trail: number[];
  /** Icons only (52 px); groups open as a dropdown. */
  isCollapsed: boolean;
  onNavigate: () => void;
}

/** The menu's label: its translated title, with the pending count in brackets. */
function useItemLabel() {
  const { t } = useTranslation("menu");
  return (node: MenuNode) => {
    const title = t(node.title, { defaultValue: node.title });
    return node.number !== null && node.number > 0 ? `${title} (${node.number})` : title;
  };
}

/**
 * Link props for an item: a screen of the app, or an external URL opened in its target
 * (React Router's Link leaves absolute URLs to the browser).
 */
function linkProps(node: MenuNode) {
  const isNewWindow = node.target === "_blank";
  return {
    component: Link,
    to: node.url ?? node.routePath[0] ?? "/",
    target: node.url ? (node.target ?? undefined) : undefined,
    rel: node.url && isNewWindow ? "noopener noreferrer" : undefined,
  };
}

/** One item of the menu, with the selection trail it is drawn against. */
interface ItemProps {
  node: MenuNode;
  trail: number[];
  onNavigate: () => void;
}

function ExpandedGroup({ node, trail, onNavigate }: ItemProps) {
  const label = useItemLabel();
  const [isOpen, setOpen] = useState(trail.includes(node.id));
  return (
    <NavLink
      // A group opens and closes: a button that says whether it is open.
      component="button"
      type="button"
      label={label(node)}
      leftSection={<MenuIcon name={node.icon} />}
      opened={isOpen}
      onChange={setOpen}
      aria-expanded={isOpen}
      childrenOffset="md"
    >
      {node.children.map((child) => (
        <ExpandedItem key={child.id} node={child} trail={trail} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function ExpandedItem({ node, trail, onNavigate }: ItemProps) {
  const label = useItemLabel();
  if (node.children.length > 0) return <ExpandedGroup node={node} trail={trail} onNavigate={onNavigate} />;
  const isSelected = trail.at(-1) === node.id;
  return (
    <NavLink
      {...linkProps(node)}
      label={label(node)}
      leftSection={<MenuIcon name={node.icon} />}
      active={isSelected}
      aria-current={isSelected ? "page" : undefined}
      onClick={onNavigate}
    />
  );
}

function CollapsedItem({ node, trail, onNavigate }: ItemProps) {
  const label = useItemLabel();
  const isOnTrail = trail.includes(node.id);
  if (node.children.length > 0) {
    return (
      <Menu position="right-start" withinPortal trigger="click-hover" openDelay={100} closeDelay={300}>
        <Menu.Target>
          <UnstyledButton
            className={classes.icon}
            data-active={isOnTrail || undefined}
            aria-label={label(node)}
          >
            <MenuIcon name={node.icon} size={20} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{label(node)}</Menu.Label>
          {node.children.map((child) => (
            <Menu.Item
              key={child.id}
              {...linkProps(child)}
              leftSection={<MenuIcon name={child.icon} />}
              onClick={onNavigate}
            >
              {label(child)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Tooltip label={label(node)} position="right" withArrow>
      <UnstyledButton
        {...linkProps(node)}
        className={classes.icon}
        data-active={isOnTrail || undefined}
        aria-label={label(node)}
        aria-current={isOnTrail ? "page" : undefined}
        onClick={onNavigate}
      >
        <MenuIcon name={node.icon} size={20} />
      </UnstyledButton>
    </Tooltip>
  );
}

/** The server-driven menu, expanded (210 px) or as icons (52 px). */
export function SidebarMenu({ nodes, trail, isCollapsed, onNavigate }: SidebarMenuProps) {
  const Item = isCollapsed ? CollapsedItem : ExpandedItem;
  return (
    <Stack gap={isCollapsed ? 6 : 0} align={isCollapsed ? "center" : "stretch"}>
      {nodes.map((node) => (
        <Item key={node.id} node={node} trail={trail} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
