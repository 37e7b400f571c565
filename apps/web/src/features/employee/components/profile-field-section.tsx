import { Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import {
  type ProfileSection,
  profileFields,
  profileFieldsOf,
} from "@portal/contract/employee/profile-fields";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { IconEdit, IconLock, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PendingRequests } from "../../employee-change/components/pending-requests";
import { ProfileRequestModal } from "../../employee-change/components/profile-request-modal";
import { requestableFieldsOf } from "../../employee-change/request-form-values";
import { editableFieldsOf } from "../profile-edit-values";
import { EditProfileModal } from "./edit-profile-modal";
import { ProfileFieldList } from "./profile-field-list";
import { ProfileSectionCard } from "./profile-section-card";

/** How a section's fields change, by the contract's table. */
function modesOf(section: ProfileSection) {
  const fields = profileFieldsOf(section);
  const hrFields = fields.filter((field) => profileFields[field].edit === "hr");
  return {
    fields,
    isEditable: editableFieldsOf(section).length > 0,
    requestable: requestableFieldsOf(section),
    isAllHr: hrFields.length === fields.length,
    hasHr: hrFields.length > 0,
  };
}

/**
 * A section built from the contract's table: its fields, "Edit" for those the employee changes at
 * once, "Request a change" for those HR approves, and a lock on those HR keeps.
 */
export function ProfileFieldSection({
  section,
  profile,
}: {
  section: ProfileSection;
  profile: EmployeeProfile;
}) {
  const { t } = useTranslation("employee-profile");
  const [isEditOpen, edit] = useDisclosure(false);
  const [isRequestOpen, request] = useDisclosure(false);
  const { fields, isEditable, requestable, isAllHr, hasHr } = modesOf(section);
  const sectionName = t(`sections.${section}`);

  const actions = (
    <>
      {isAllHr && (
        <Badge
          variant="outline"
          color="gray.7"
          leftSection={<IconLock size={12} aria-hidden />}
          style={{ minWidth: "max-content" }}
        >
          {t("modes.hr")}
        </Badge>
      )}
      {isEditable && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEdit size={14} aria-hidden />}
          onClick={edit.open}
          aria-label={t("actions.editSection", { section: sectionName })}
        >
          {t("actions.edit")}
        </Button>
      )}
      {requestable.length > 0 && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconSend size={14} aria-hidden />}
          onClick={request.open}
          aria-label={t("actions.requestSection", { section: sectionName })}
        >
          {t("actions.request")}
        </Button>
      )}
    </>
  );

  return (
    <ProfileSectionCard section={section} actions={actions}>
      {requestable.length > 0 && <PendingRequests kind="profile" fields={requestable} />}
      <ProfileFieldList profile={profile} fields={fields} marksHrFields={!isAllHr} />
      {(hasHr && !isAllHr) || requestable.length > 0 ? (
        <Group gap="md" wrap="wrap">
          {requestable.length > 0 && (
            <Text size="xs" c="gray.7">
              {t("modes.request")}
            </Text>
          )}
          {hasHr && !isAllHr && (
            <Text size="xs" c="gray.7">
              <IconLock size={12} aria-hidden /> {t("modes.hrLegend")}
            </Text>
          )}
        </Group>
      ) : null}
      {section === "contact" && (
        <Text size="xs" c="gray.7">
          {t("modes.workingAddress")}{" "}
          <Anchor component={Link} to={menuScreens.workingAddress} size="xs" underline="always">
            {t("modes.workingAddressLink")}
          </Anchor>
        </Text>
      )}
      {isEditable && (
        <EditProfileModal section={section} profile={profile} opened={isEditOpen} onClose={edit.close} />
      )}
      {requestable.length > 0 && (
        <ProfileRequestModal
          section={section}
          profile={profile}
          opened={isRequestOpen}
          onClose={request.close}
        />
      )}
    </ProfileSectionCard>
  );
}
