import { Anchor, Avatar, Drawer, Group, Loader, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ColleagueInfo, ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import { IconBrandTeams, IconExternalLink, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { useLocalizedName, usePersonNameLines } from "../../../lib/use-localized-name";
import { useColleagueInfo } from "../api/get-colleague-info";

interface ColleagueDetailDrawerProps {
  /** The colleague whose contacts are shown; null: the drawer is closed. */
  colleague: ColleagueSummary | null;
  onClose: () => void;
}

/** How to reach a colleague at work: e-mail, Teams, company phone, working place and seat. */
export function ColleagueDetailDrawer({ colleague, onClose }: ColleagueDetailDrawerProps) {
  const { t } = useTranslation(["colleague", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  const nameLines = usePersonNameLines();
  const names = colleague ? nameLines(colleague.fullName_JP, colleague.fullName) : null;
  return (
    <Drawer
      opened={colleague !== null}
      onClose={onClose}
      position="right"
      size={isNarrow ? "100%" : "md"}
      title={
        colleague &&
        names && (
          <Group gap="sm" wrap="nowrap">
            {colleague.avatarURL && <Avatar src={colleague.avatarURL} alt="" size="lg" radius="xl" />}
            <Stack gap={0}>
              <Text fw={700} size="lg" component="span" lang={names.first.lang}>
                {names.first.text}
              </Text>
              {names.second && (
                <Text size="sm" lang={names.second.lang} component="span">
                  {names.second.text}
                </Text>
              )}
            </Stack>
          </Group>
        )
      }
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {colleague && <ColleagueDetail id={colleague.id} />}
    </Drawer>
  );
}

function ColleagueDetail({ id }: { id: number }) {
  const { t } = useTranslation("colleague");
  const info = useColleagueInfo(id);
  if (info.isPending) {
    return (
      <Group gap="sm" aria-busy="true" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7">{t("detail.loading")}</Text>
      </Group>
    );
  }
  if (info.isError) return <LoadFailed title={t("detail.failed")} onRetry={() => void info.refetch()} />;
  return <ColleagueContacts info={info.data} />;
}

/** One row of the contacts: its label and value. */
function Field({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" component="dt">
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" component="dd" m={0} align="center">
        {icon}
        <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>{children}</div>
      </Group>
    </div>
  );
}

const externalLink = { target: "_blank", rel: "noopener noreferrer" } as const;

function ColleagueContacts({ info }: { info: ColleagueInfo }) {
  const { t } = useTranslation("colleague");
  const nameOf = useLocalizedName();
  const none = (
    <Text c="gray.7" component="span">
      {t("detail.none")}
    </Text>
  );
  return (
    <Stack component="dl" gap="md" m={0}>
      <Field label={t("detail.account")}>{info.account}</Field>
      <Field label={t("detail.department")}>{nameOf(info.dept)}</Field>
      <Field label={t("detail.email")} icon={<IconMail size={16} aria-hidden />}>
        <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>
      </Field>
      <Field label={t("detail.teams")} icon={<IconBrandTeams size={16} aria-hidden />}>
        <Anchor href={info.teamsLink} {...externalLink}>
          {t("detail.teamsChat")}
          <VisuallyHidden>{t("detail.newWindow")}</VisuallyHidden>
        </Anchor>
      </Field>
      <Field label={t("detail.tel")} icon={<IconPhone size={16} aria-hidden />}>
        {info.tel ? <Anchor href={`tel:${info.tel.replace(/[^\d+]/g, "")}`}>{info.tel}</Anchor> : none}
      </Field>
      <Field label={t("detail.workingPlace")} icon={<IconMapPin size={16} aria-hidden />}>
        {info.workingPlace ? (
          <Stack gap={2}>
            <Text component="span">{nameOf(info.workingPlace)}</Text>
            {info.workplaceLink && (
              <Anchor href={info.workplaceLink} size="sm" {...externalLink}>
                <Group gap={4} component="span" wrap="nowrap">
                  {t("detail.showOnMap")}
                  <IconExternalLink size={14} aria-hidden />
                  <VisuallyHidden>{t("detail.newWindow")}</VisuallyHidden>
                </Group>
              </Anchor>
            )}
          </Stack>
        ) : (
          none
        )}
      </Field>
      <Field label={t("detail.seat")}>
        {info.seatCode ?? (
          <Text c="gray.7" component="span">
            {t("detail.noSeat")}
          </Text>
        )}
      </Field>
    </Stack>
  );
}
