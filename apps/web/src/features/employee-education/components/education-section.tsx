import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import { IconPlus, IconSchool } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { ChangeRequestDrawer } from "../../employee-change/components/change-request-drawer";
import { educationKeys } from "../api/education-keys";
import { useEducation } from "../api/get-education";
import { useEducationRequests } from "../api/get-education-requests";
import { EducationFormModal } from "./education-form-modal";
import { EducationRecordCard } from "./education-record-card";
import { EducationRequests } from "./education-requests";

/** Which form is open: a new record, or a change to an approved one. */
type OpenForm = { record: Education | null } | null;

/** The profile's education: approved records with their certificates, and requests waiting for HR. */
export function EducationSection() {
  const { t } = useTranslation("employee-education");
  const headingId = useId();
  const queryClient = useQueryClient();
  const records = useEducation();
  const requests = useEducationRequests();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [viewedRequestId, setViewedRequestId] = useState<number | null>(null);
  const pendingTargets = new Set((requests.data ?? []).map((request) => request.targetId));

  function closeRequest() {
    setViewedRequestId(null);
    // The request may have been edited, submitted or cancelled in the drawer.
    void queryClient.invalidateQueries({ queryKey: educationKeys.requests() });
  }

  const isEmpty = records.data?.length === 0 && requests.data?.length === 0;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconSchool size={22} aria-hidden />
            <Title order={2} size="h4" id={headingId}>
              {t("section.title")}
            </Title>
          </Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setOpenForm({ record: null })}
          >
            {t("actions.add")}
          </Button>
        </Group>
        {(records.isPending || requests.isPending) && !records.isError && (
          <Group gap="sm" aria-busy="true">
            <Loader size="sm" aria-hidden />
            <Text c="gray.7">{t("section.loading")}</Text>
          </Group>
        )}
        {records.isError && (
          <LoadFailed title={t("section.loadFailed")} onRetry={() => void records.refetch()} />
        )}
        {isEmpty && <Text c="gray.7">{t("section.empty")}</Text>}
        {requests.isError && (
          <LoadFailed title={t("section.requestsFailed")} onRetry={() => void requests.refetch()} />
        )}
        {requests.data && requests.data.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h6">
              {t("section.requests")}
            </Title>
            <EducationRequests
              requests={requests.data}
              records={records.data ?? []}
              onView={(request) => setViewedRequestId(request.id)}
            />
          </Stack>
        )}
        {records.data && records.data.length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("section.records")}
          >
            {records.data.map((record) => (
              <EducationRecordCard
                key={record.id}
                record={record}
                hasPendingChange={pendingTargets.has(record.employeeEducationId)}
                onRequestChange={() => setOpenForm({ record })}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <EducationFormModal
        opened={openForm !== null}
        onClose={() => setOpenForm(null)}
        record={openForm?.record ?? null}
      />
      <ChangeRequestDrawer requestId={viewedRequestId} onClose={closeRequest} mode="owner" />
    </Paper>
  );
}
