import type { MenuIcon as MenuIconName } from "@portal/contract/menu/menu.constants";
import {
  type Icon,
  IconApi,
  IconBell,
  IconBuilding,
  IconCalendar,
  IconChartBar,
  IconClock,
  IconExternalLink,
  IconFolder,
  IconHelp,
  IconHome,
  IconListTree,
  IconMapPin,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTicket,
  IconTrain,
  IconUser,
  IconUsers,
} from "@tabler/icons-react";

const icons: Record<MenuIconName, Icon> = {
  home: IconHome,
  "shield-lock": IconShieldLock,
  "list-tree": IconListTree,
  speakerphone: IconSpeakerphone,
  "chart-bar": IconChartBar,
  ticket: IconTicket,
  user: IconUser,
  users: IconUsers,
  bell: IconBell,
  help: IconHelp,
  settings: IconSettings,
  "external-link": IconExternalLink,
  folder: IconFolder,
  calendar: IconCalendar,
  clock: IconClock,
  train: IconTrain,
  "map-pin": IconMapPin,
  building: IconBuilding,
  api: IconApi,
};

/** The icon a menu item names; an unknown name (older data) shows a folder. */
export function MenuIcon({ name, size = 18 }: { name: string | null; size?: number }) {
  const Component = (name && icons[name as MenuIconName]) || IconFolder;
  return <Component size={size} aria-hidden />;
}
