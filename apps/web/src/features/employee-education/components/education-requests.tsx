import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { DateFormats } from "@portal/contract/common/dates";
import type { ChangeRequest, FieldChange } from "@portal/contract/employee-change/employee-change.schema";
import {
  degreeLevels,
  type Education,
  educationStatuses,
  graduationRatings,
} from "@portal/contract/employee-education/employee-education.schema";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { ChangeRequestStatusBadge } from "../../employee-change/components/change-request-status-badge";

const changeFields = [
  "schoolName",
  "literacy",
  "specialized",
  "graduationYear",
  "graduationRating",
  "status",
] as const;
type ChangeField = (typeof changeFields)[number];

const isChangeField = (field: string): field is ChangeField =>
  (changeFields as readonly string[]).includes(field);
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The school a request is about: the name it asks for, else the changed record's. */
function schoolOf(request: ChangeRequest, records: Education[]): string {
  const change = request.changes.find(({ field }) => field === "schoolName");
  const record = records.find(({ employeeEducationId }) => employeeEducationId === request.targetId);
  return change?.newValue || change?.oldValue || record?.schoolName || "";
}

interface EducationRequestsProps {
  requests: ChangeRequest[];
  records: Education[];
  /** Opens a request with its files, comments and history. */
  onView: (request: ChangeRequest) => void;
}

/** The education requests not applied yet: their status and what they change. */
export function EducationRequests({ requests, records, onView }: EducationRequestsProps) {
  const { t } = useTranslation("employee-education");

  function shownValue(change: FieldChange, value: string | null): string {
    if (value === null || value === "") return t("records.notSet");
    if (change.field === "literacy" && isOneOf(degreeLevels, value)) return t(`degreeLevels.${value}`);
    if (change.field === "graduationRating" && isOneOf(graduationRatings, value))
      return t(`ratings.${value}`);
    if (change.field === "status" && isOneOf(educationStatuses, value)) return t(`statuses.${value}`);
    return value;
  }

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {requests.map((request) => {
        const school = schoolOf(request, records);
        const isNew = request.targetId === null;
        // A new record lists what it has; a change, what differs.
        const changes = request.changes.filter((change) =>
          isNew ? change.newValue !== null && change.newValue !== "" : change.oldValue !== change.newValue,
        );
        return (
          <Paper key={request.id} component="li" withBorder p="sm" radius="md" bg="gray.0">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {isNew ? t("requests.newRecord", { school }) : t("requests.change", { school })}
                  </Text>
                  <ChangeRequestStatusBadge status={request.status} />
                </Group>
                <Button variant="light" size="xs" onClick={() => onView(request)}>
                  {t("actions.viewRequest")}
                </Button>
              </Group>
              <Text size="sm" c="gray.7">
                {t("requests.submittedAt", {
                  date: dayjs(request.submittedAt ?? request.createdAt).format(DateFormats.display),
                })}
              </Text>
              {changes.length > 0 && (
                <Stack
                  gap={2}
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: "none" }}
                  aria-label={t("requests.changes")}
                >
                  {changes.map((change) => (
                    <Text key={change.field} component="li" size="sm" style={{ overflowWrap: "anywhere" }}>
                      <Text span fw={500}>
                        {isChangeField(change.field) ? t(`fields.${change.field}`) : change.field}
                      </Text>
                      {": "}
                      {isNew
                        ? shownValue(change, change.newValue)
                        : t("requests.changeLine", {
                            from: shownValue(change, change.oldValue),
                            to: shownValue(change, change.newValue),
                          })}
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
