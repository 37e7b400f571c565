import { Button, Menu } from "@mantine/core";
import { UiTimings } from "@portal/contract/common/constants";
import { IconHeadset, IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface HotlineMenuProps {
  hotlineEmail: string;
  complianceHotlineEmail: string;
}

/** The general and compliance hotlines as mailto links; opens on hover, click or keyboard. */
export function HotlineMenu({ hotlineEmail, complianceHotlineEmail }: HotlineMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      trigger="click-hover"
      openDelay={0}
      closeDelay={UiTimings.hotlineMenuHideDelayMs}
      position="bottom-end"
      withinPortal
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconHeadset size={18} aria-hidden />}
          visibleFrom="sm"
        >
          {t("hotline.label")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={`mailto:${hotlineEmail}`}
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t("hotline.general", { email: hotlineEmail })}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={`mailto:${complianceHotlineEmail}`}
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t("hotline.compliance", { email: complianceHotlineEmail })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
