import { Avatar, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { avatarInitials } from "../../../lib/avatar-initials";
import { usePersonNameLines } from "../../../lib/use-localized-name";
import { useAvatar } from "../../employee-avatar/api/get-avatar";
import { ChangeAvatarModal } from "../../employee-avatar/components/change-avatar-modal";

/** Who the profile is: photo, names, department, position and code, and a way to change the photo. */
export function ProfileHeaderCard({ profile }: { profile: EmployeeProfile }) {
  const { t } = useTranslation(["employee-profile", "employee-avatar"]);
  const { data: avatarUrl } = useAvatar();
  const [isPhotoOpen, photo] = useDisclosure(false);
  // The header's photo query follows a change at once; the profile's URL is the fallback.
  const photoUrl = avatarUrl || profile.avatarURL || undefined;
  const names = usePersonNameLines()(profile.fullnameJP, profile.fullname);
  // The avatar names the person as the page does: 佐藤 健太 in Japanese.
  const name = names.first.lang === "ja" ? names.first.text : profile.displayName || profile.fullname;
  return (
    <Card withBorder padding="lg" component="section" aria-label={t("header.label")}>
      <Group gap="lg" align="center" wrap="wrap">
        {photoUrl ? (
          <Avatar src={photoUrl} alt={name} name={name} color="mint" radius={999} size={88}>
            {avatarInitials(name)}
          </Avatar>
        ) : (
          <Avatar name={name} color="mint" radius={999} size={88} role="img" aria-label={name}>
            {avatarInitials(name)}
          </Avatar>
        )}
        <Stack gap={2} style={{ flex: "1 1 240px", minWidth: 0 }}>
          <Title order={2} size="h3" lang={names.first.lang} style={{ overflowWrap: "anywhere" }}>
            {names.first.text}
          </Title>
          {names.second && (
            <Text lang={names.second.lang} style={{ overflowWrap: "anywhere" }}>
              {names.second.text}
            </Text>
          )}
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {[profile.deptName, profile.position].filter(Boolean).join(" / ")}
          </Text>
          <Text size="sm" c="gray.7">
            {t("header.codeLine", { code: profile.employeeCode, account: profile.account })}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPhoto size={14} aria-hidden />}
          onClick={photo.open}
        >
          {t("employee-avatar:menu.changePhoto")}
        </Button>
      </Group>
      <ChangeAvatarModal
        opened={isPhotoOpen}
        onClose={photo.close}
        displayName={name}
        currentUrl={photoUrl}
      />
    </Card>
  );
}
