import { Button, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { profileFieldsOf } from "@portal/contract/employee/profile-fields";
import { IconHomeEdit } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AddressChangeModal } from "../../employee-change/components/address-change-modal";
import { AddressHistoryTable } from "../../employee-change/components/address-history-table";
import { PendingRequests } from "../../employee-change/components/pending-requests";
import { ProfileFieldList } from "./profile-field-list";
import { ProfileSectionCard } from "./profile-section-card";

/** The home address: as it is now, "Change address" (HR approves), requests on their way, and the history. */
export function AddressSection({ profile }: { profile: EmployeeProfile }) {
  const { t } = useTranslation(["employee-change", "employee-profile"]);
  const [isOpen, modal] = useDisclosure(false);
  return (
    <ProfileSectionCard
      section="address"
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconHomeEdit size={14} aria-hidden />}
          onClick={modal.open}
        >
          {t("address.change")}
        </Button>
      }
    >
      <PendingRequests kind="address" />
      <ProfileFieldList profile={profile} fields={profileFieldsOf("address")} marksHrFields={false} />
      <Text size="xs" c="gray.7">
        {t("employee-profile:modes.request")}
      </Text>
      <AddressHistoryTable employeeId={profile.id} />
      <AddressChangeModal profile={profile} opened={isOpen} onClose={modal.close} />
    </ProfileSectionCard>
  );
}
