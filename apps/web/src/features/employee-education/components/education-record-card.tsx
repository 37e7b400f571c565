import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import { IconExternalLink, IconFileCertificate } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFailureText } from "../../../components/use-server-text";
import { notifyError } from "../../../lib/notify";
import { useOpenCertificate } from "../api/open-certificate";

/** One term of the record: its label and value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

interface EducationRecordCardProps {
  record: Education;
  /** A change of this record is waiting for HR: no second one can be asked for. */
  hasPendingChange: boolean;
  onRequestChange: () => void;
}

/** An approved education record, its certificates (opened in a new tab) and "Request a change". */
export function EducationRecordCard({ record, hasPendingChange, onRequestChange }: EducationRecordCardProps) {
  const { t } = useTranslation("employee-education");
  const openCertificate = useOpenCertificate();
  const failureText = useFailureText();
  const notSet = t("records.notSet");
  const certificates = record.evidences.filter((evidence) => !evidence.isDelete);

  function view(evidenceId: number) {
    openCertificate.mutate(
      { educationId: record.id, evidenceId },
      { onError: (error) => notifyError(failureText(error, t("records.openFailed"))) },
    );
  }

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {record.schoolName}
          </Title>
          <Badge variant="light" color={record.status === "studying" ? "blue.9" : "teal.9"}>
            {t(`statuses.${record.status}`)}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs" m={0}>
          <Detail label={t("fields.literacy")}>{t(`degreeLevels.${record.literacy}`)}</Detail>
          <Detail label={t("fields.specialized")}>{record.specialized || notSet}</Detail>
          <Detail label={t("fields.graduationYear")}>{record.graduationYear ?? notSet}</Detail>
          <Detail label={t("fields.graduationRating")}>
            {record.graduationRating ? t(`ratings.${record.graduationRating}`) : t("ratings.none")}
          </Detail>
        </SimpleGrid>
        <div>
          <Text size="sm" c="gray.7">
            {t("fields.certificates")}
          </Text>
          {certificates.length === 0 ? (
            <Text size="sm">{t("records.noCertificates")}</Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {certificates.map((evidence) => (
                <Group key={evidence.id} component="li" gap="xs" wrap="nowrap">
                  <IconFileCertificate size={16} aria-hidden />
                  <Text size="sm" flex={1} style={{ overflowWrap: "anywhere" }}>
                    {evidence.fileName}
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    rightSection={<IconExternalLink size={14} aria-hidden />}
                    aria-label={t("actions.viewCertificate", { name: evidence.fileName })}
                    loading={
                      openCertificate.isPending && openCertificate.variables?.evidenceId === evidence.id
                    }
                    onClick={() => view(evidence.id)}
                  >
                    {t("actions.view")}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </div>
        <Group justify="flex-end" gap="xs">
          {hasPendingChange ? (
            <Text size="sm" c="gray.7">
              {t("actions.changePending")}
            </Text>
          ) : (
            <Button
              variant="default"
              size="xs"
              aria-label={t("actions.requestChangeOf", { school: record.schoolName })}
              onClick={onRequestChange}
            >
              {t("actions.requestChange")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
