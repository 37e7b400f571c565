import { Skeleton, Stack, Tabs, VisuallyHidden } from "@mantine/core";
import { IconHistory, IconUser } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../../components/ui/load-failed";
import { FieldHistoryTable } from "../../employee-change/components/field-history-table";
import { MyChangeRequests } from "../../employee-change/components/my-change-requests";
import { openRequestParam, requestIdOf } from "../../employee-change/hooks/use-open-request";
import { useEmployeeProfile } from "../api/get-employee-profile";
import { type OwnedSections, ProfileDetails } from "./profile-details";
import { ProfileHeaderCard } from "./profile-header-card";

/** The profile's tabs, in the order shown; the first is the default. */
const profileTabs = ["details", "requests"] as const;
type ProfileTab = (typeof profileTabs)[number];
const isProfileTab = (value: string | null): value is ProfileTab => profileTabs.includes(value as ProfileTab);

const tabIcons: Record<ProfileTab, ReactNode> = {
  details: <IconUser size={16} aria-hidden />,
  requests: <IconHistory size={16} aria-hidden />,
};

/**
 * The signed-in employee's profile: who they are, then the sections (kept in `?tab=details`) or
 * their change requests and the history of applied changes (`?tab=requests`; `?request=ID` opens
 * that request there). The sections other features own come from the page.
 */
export function ProfileView({ ownedSections }: { ownedSections: OwnedSections }) {
  const { t } = useTranslation(["employee-profile", "common"]);
  const profile = useEmployeeProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  // A request's link (`?request=`, from a notification) opens it on the requests tab.
  const isRequestLinked = requestIdOf(searchParams.get(openRequestParam)) !== null;
  const tab: ProfileTab = isRequestLinked ? "requests" : isProfileTab(requested) ? requested : "details";

  // The tab is written down, so closing the linked request's drawer stays on the requests tab.
  useEffect(() => {
    if (isRequestLinked && requested !== "requests") {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("tab", "requests");
          return next;
        },
        { replace: true },
      );
    }
  }, [isRequestLinked, requested, setSearchParams]);

  function selectTab(value: string | null) {
    if (!isProfileTab(value) || value === tab) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  }

  if (profile.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden>{t("common:loading")}</VisuallyHidden>
        <Skeleton height={120} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (profile.isError) {
    return <LoadFailed title={t("loadFailed")} onRetry={() => void profile.refetch()} />;
  }

  return (
    <Stack gap="lg">
      <ProfileHeaderCard profile={profile.data} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t("tabs.label")}>
          {profileTabs.map((value) => (
            <Tabs.Tab key={value} value={value} leftSection={tabIcons[value]}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <ProfileDetails profile={profile.data} ownedSections={ownedSections} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="lg">
          <Stack gap="xl">
            <MyChangeRequests />
            <FieldHistoryTable />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
