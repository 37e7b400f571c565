import { Group, Image, Text } from "@mantine/core";
import logoUrl from "../../assets/portal-logo.svg";

interface PortalLogoProps {
  /** The name shown beside the mark; the mark alone is decorative. */
  name: string;
}

export function PortalLogo({ name }: PortalLogoProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src={logoUrl} alt="" w={28} h={28} />
      <Text fw={700} c="mint.8" lh={1.2} lineClamp={2}>
        {name}
      </Text>
    </Group>
  );
}
