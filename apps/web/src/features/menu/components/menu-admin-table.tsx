import { ActionIcon, Badge, Button, Group, Modal, Skeleton, Stack, Table, Text } from "@mantine/core";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import type { MenuItem } from "@portal/contract/menu/menu.schema";
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { useDeleteMenuItem } from "../api/delete-menu-item";
import { useMenuItems } from "../api/list-menu-items";
import { useReorderMenu } from "../api/reorder-menu";
import { type MenuAdminRow, menuAdminRows, moveAmongSiblings } from "../menu-admin";
import { MenuIcon } from "./menu-icon";
import { MenuItemForm } from "./menu-item-form";

/** Administrators' view of the menu records: add, edit, move, delete, who sees what. */
export function MenuAdminTable() {
  const { t } = useTranslation("menu-admin");
  const { t: tMenu } = useTranslation("menu");
  const items = useMenuItems();
  const reorder = useReorderMenu();
  const remove = useDeleteMenuItem();
  const [editing, setEditing] = useState<MenuItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const rows = menuAdminRows(items.data ?? []);

  const move = (row: MenuAdminRow, step: -1 | 1) => {
    const order = moveAmongSiblings(row, step);
    if (order) reorder.mutate(order);
  };
  const isFirst = (row: MenuAdminRow) => row.siblings[0]?.id === row.item.id;
  const isLast = (row: MenuAdminRow) => row.siblings.at(-1)?.id === row.item.id;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
          {t("add")}
        </Button>
      </Group>
      <StackedTable
        columns={[t("columns.title"), t("columns.opens"), t("columns.roles"), t("columns.actions")]}
        minWidth={720}
        nativeScroll
        tableProps={{ highlightOnHover: true, "aria-busy": items.isFetching || reorder.isPending }}
      >
        {items.isPending && (
          <Table.Tr>
            <Table.Td colSpan={4}>
              <Skeleton height={18} />
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((row) => {
          const title = tMenu(row.item.titleKey, { defaultValue: row.item.titleKey });
          return (
            <StackedRow key={row.item.id}>
              <Table.Td style={{ paddingInlineStart: 12 + row.depth * 24 }}>
                <Group gap="xs" wrap="nowrap">
                  <MenuIcon name={row.item.icon} />
                  <Text size="sm">{title}</Text>
                  {row.item.hidden && (
                    <Badge variant="light" color="gray">
                      {t("badges.hidden")}
                    </Badge>
                  )}
                  {row.item.skip && (
                    <Badge variant="light" color="gray">
                      {t("badges.skip")}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="gray.7">
                  {row.item.url ?? (row.item.screen ? menuScreens[row.item.screen] : t("kinds.group"))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {row.item.roles.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t("everyone")}
                    </Text>
                  ) : (
                    row.item.roles.map((role) => (
                      <Badge key={role} variant="outline" size="sm">
                        {t(`roles.${role}`)}
                      </Badge>
                    ))
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("actions.up", { title })}
                    disabled={isFirst(row)}
                    onClick={() => move(row, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("actions.down", { title })}
                    disabled={isLast(row)}
                    onClick={() => move(row, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("actions.edit", { title })}
                    onClick={() => setEditing(row.item)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("actions.delete", { title })}
                    onClick={() => setDeleting(row.item)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </StackedRow>
          );
        })}
      </StackedTable>
      {editing && (
        <MenuItemForm
          item={editing === "new" ? undefined : editing}
          items={items.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <Modal opened onClose={() => setDeleting(null)} title={t("deleteTitle")}>
          <Stack>
            <Text>
              {t("deleteConfirm", { title: tMenu(deleting.titleKey, { defaultValue: deleting.titleKey }) })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t("cancel")}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                {t("delete")}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
