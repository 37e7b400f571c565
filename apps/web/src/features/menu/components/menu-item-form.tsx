import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import {
  type MenuScreen,
  menuIcons,
  menuNumberSources,
  menuRoles,
  menuScreens,
} from "@portal/contract/menu/menu.constants";
import type { MenuItem, MenuItemInput } from "@portal/contract/menu/menu.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { useSaveMenuItem } from "../api/save-menu-item";

interface MenuItemFormProps {
  /** The item to edit, or undefined for a new one. */
  item?: MenuItem;
  items: MenuItem[];
  onClose: () => void;
}

const emptyInput: MenuItemInput = {
  parentId: null,
  titleKey: "",
  icon: null,
  screen: null,
  url: null,
  target: null,
  hidden: false,
  skip: false,
  numberSource: null,
  roles: [],
};

function toInput(item: MenuItem | undefined): MenuItemInput {
  if (!item) return emptyInput;
  const { id: _id, sortOrder: _sortOrder, ...input } = item;
  return input;
}

/** Add or edit one menu record; the server checks it again and answers field errors. */
export function MenuItemForm({ item, items, onClose }: MenuItemFormProps) {
  const { t } = useTranslation("menu-admin");
  const { t: tMenu } = useTranslation("menu");
  const [input, setInput] = useState<MenuItemInput>(() => toInput(item));
  const [kind, setKind] = useState<"screen" | "link" | "group">(
    item?.url ? "link" : item?.screen ? "screen" : item ? "group" : "screen",
  );
  const save = useSaveMenuItem();
  const fieldErrors = save.error instanceof ApiError ? save.error.body.errors : [];
  const errorOf = (field: string) => fieldErrors.find((e) => e.field === field)?.errorMessage;
  const set = <K extends keyof MenuItemInput>(key: K, value: MenuItemInput[K]) =>
    setInput((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: MenuItemInput = {
      ...input,
      screen: kind === "screen" ? input.screen : null,
      url: kind === "link" ? input.url : null,
      target: kind === "link" ? (input.target ?? "_blank") : null,
    };
    save.mutate({ id: item?.id, input: body }, { onSuccess: onClose });
  }

  const parentOptions = items
    .filter((candidate) => candidate.id !== item?.id)
    .map((candidate) => ({
      value: String(candidate.id),
      label: tMenu(candidate.titleKey, { defaultValue: candidate.titleKey }),
    }));

  return (
    <Modal opened onClose={onClose} title={item ? t("editTitle") : t("addTitle")} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {save.error && fieldErrors.length === 0 && (
            <Alert color="red" role="alert">
              {save.error instanceof ApiError && save.error.body.message
                ? save.error.body.message
                : t("saveFailed")}
            </Alert>
          )}
          <TextInput
            label={t("fields.titleKey")}
            description={t("fields.titleKeyHint")}
            required
            value={input.titleKey}
            error={errorOf("titleKey")}
            onChange={(e) => set("titleKey", e.currentTarget.value)}
            onBlur={(e) => set("titleKey", e.currentTarget.value.trim())}
          />
          <Select
            label={t("fields.parent")}
            placeholder={t("fields.topLevel")}
            clearable
            data={parentOptions}
            value={input.parentId === null ? null : String(input.parentId)}
            error={errorOf("parentId")}
            onChange={(value) => set("parentId", value === null ? null : Number(value))}
          />
          <Select
            label={t("fields.icon")}
            clearable
            data={[...menuIcons]}
            value={input.icon}
            onChange={(value) => set("icon", value as MenuItemInput["icon"])}
          />
          <SegmentedControl
            aria-label={t("fields.kind")}
            value={kind}
            onChange={(value) => setKind(value as typeof kind)}
            data={[
              { value: "screen", label: t("kinds.screen") },
              { value: "link", label: t("kinds.link") },
              { value: "group", label: t("kinds.group") },
            ]}
          />
          {kind === "screen" && (
            <Select
              label={t("fields.screen")}
              required
              data={(Object.keys(menuScreens) as MenuScreen[]).map((screen) => ({
                value: screen,
                label: `${tMenu(screen, { defaultValue: screen })} (${menuScreens[screen]})`,
              }))}
              value={input.screen}
              error={errorOf("screen")}
              onChange={(value) => set("screen", value as MenuScreen | null)}
            />
          )}
          {kind === "link" && (
            <Group grow align="flex-start">
              <TextInput
                label={t("fields.url")}
                required
                placeholder="https://"
                value={input.url ?? ""}
                error={errorOf("url")}
                onChange={(e) => set("url", e.currentTarget.value || null)}
              />
              <Select
                label={t("fields.target")}
                data={[
                  { value: "_blank", label: t("targets._blank") },
                  { value: "_self", label: t("targets._self") },
                ]}
                value={input.target ?? "_blank"}
                onChange={(value) => set("target", (value ?? "_blank") as MenuItemInput["target"])}
              />
            </Group>
          )}
          <Select
            label={t("fields.numberSource")}
            clearable
            data={menuNumberSources.map((source) => ({ value: source, label: t(`numberSources.${source}`) }))}
            value={input.numberSource}
            onChange={(value) => set("numberSource", value as MenuItemInput["numberSource"])}
          />
          <Checkbox.Group
            label={t("fields.roles")}
            description={t("fields.rolesHint")}
            value={input.roles}
            onChange={(value) => set("roles", value as MenuItemInput["roles"])}
          >
            <Group mt="xs" gap="sm">
              {menuRoles.map((role) => (
                <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Switch
              label={t("fields.hidden")}
              checked={input.hidden}
              onChange={(e) => set("hidden", e.currentTarget.checked)}
            />
            <Switch
              label={t("fields.skip")}
              checked={input.skip}
              onChange={(e) => set("skip", e.currentTarget.checked)}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
