import { ActionIcon, Affix, Button } from "@mantine/core";
import { IconEye, IconMessageChatbot } from "@tabler/icons-react";
import type { RefObject } from "react";
import { useChatTexts } from "../hooks/use-chat-texts";

/** Above the back-to-top button, which sits in the corner. */
const launcherPosition = { bottom: 80, right: 24 };
const launcherSize = 52;

/**
 * The height at the foot of a page that the floating button may cover: the layout leaves it
 * blank, so that any content can be scrolled clear of the button.
 */
export const naviLauncherReservedSpace = launcherPosition.bottom + launcherSize + 16;

interface NaviLauncherProps {
  /** The user hid the button: only a small control to bring it back is shown. */
  isHidden: boolean;
  onOpen: () => void;
  onRestore: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The floating button that opens Navi, or, once hidden, a small "show" control in its place. */
export function NaviLauncher({ isHidden, onOpen, onRestore, buttonRef }: NaviLauncherProps) {
  const { t } = useChatTexts();
  if (isHidden) {
    return (
      <Affix position={{ bottom: launcherPosition.bottom, right: 0 }}>
        <Button
          ref={buttonRef}
          size="compact-xs"
          variant="default"
          radius="xl"
          leftSection={<IconEye size={12} aria-hidden />}
          aria-label={t("launcher.restore")}
          title={t("launcher.restore")}
          onClick={onRestore}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0, opacity: 0.85 }}
        >
          {t("title")}
        </Button>
      </Affix>
    );
  }
  return (
    <Affix position={launcherPosition}>
      <ActionIcon
        ref={buttonRef}
        size={launcherSize}
        radius="xl"
        variant="filled"
        aria-label={t("launcher.open")}
        title={t("launcher.open")}
        onClick={onOpen}
        style={{ boxShadow: "var(--mantine-shadow-md)" }}
      >
        <IconMessageChatbot size={28} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
