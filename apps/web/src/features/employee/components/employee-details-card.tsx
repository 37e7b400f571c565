import { Alert, Button, Card, DataList, Skeleton, Stack, Title, VisuallyHidden } from "@mantine/core";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useEmployeeProfile } from "../api/get-employee-profile";

/** Spec date format yyyy/mm/dd. */
const dateFormat = "YYYY/MM/DD";

/** The rows of the card, in order, with how each reads its value from the profile. */
const fields = {
  department: (profile: EmployeeProfile) => profile.deptName,
  position: (profile: EmployeeProfile) => profile.position,
  workPlace: (profile: EmployeeProfile) => profile.workPlace,
  joinedDate: (profile: EmployeeProfile) =>
    profile.fjpJoinedDate && dayjs(profile.fjpJoinedDate).format(dateFormat),
  employeeCode: (profile: EmployeeProfile) => profile.employeeCode,
} as const;

const fieldNames = Object.keys(fields) as (keyof typeof fields)[];

function DetailRows({ profile }: { profile: EmployeeProfile }) {
  const { t } = useTranslation("employee");
  return (
    <DataList withDivider labelWidth={140} styles={{ itemLabel: { color: "var(--mantine-color-gray-7)" } }}>
      {fieldNames.map((name) => (
        <DataList.Item key={name}>
          <DataList.ItemLabel>{t(`details.${name}`)}</DataList.ItemLabel>
          <DataList.ItemValue>{fields[name](profile) || t("details.notSet")}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** "Your details": the signed-in employee's department, position, place, joined date and code. */
export function EmployeeDetailsCard() {
  const { t } = useTranslation(["employee", "common"]);
  const profile = useEmployeeProfile();

  return (
    <Card withBorder padding="lg" maw={640} aria-busy={profile.isPending}>
      <Title order={2} size="h4" mb="md">
        {t("details.title")}
      </Title>
      {profile.isPending && (
        <Stack gap="sm">
          <VisuallyHidden>{t("common:loading")}</VisuallyHidden>
          {fieldNames.map((name) => (
            <Skeleton key={name} height={20} />
          ))}
        </Stack>
      )}
      {profile.isError && (
        <Alert color="red" variant="light" role="alert">
          {t("details.loadFailed")}
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="sm"
            display="block"
            onClick={() => void profile.refetch()}
          >
            {t("common:retry")}
          </Button>
        </Alert>
      )}
      {profile.data && <DetailRows profile={profile.data} />}
    </Card>
  );
}
