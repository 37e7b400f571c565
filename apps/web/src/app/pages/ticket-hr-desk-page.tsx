import { Badge, Group, Stack, Tabs } from "@mantine/core";
import { IconCash, IconChecklist, IconFileCheck, IconReceiptRefund, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeading } from "../../components/ui/page-heading";
import { ActingForPicker } from "../../features/commutation-ticket/components/acting-for-picker";
import { AllowanceOverview } from "../../features/commutation-ticket/components/allowance-overview";
import { EvidenceReview } from "../../features/commutation-ticket/components/evidence-review";
import { useHrDeskTabCounts } from "../../features/commutation-ticket/components/hr-desk-tab-counts";
import { HrQueue } from "../../features/commutation-ticket/components/hr-queue";
import { RefundList } from "../../features/commutation-ticket/components/refund-list";
import { TicketSearch } from "../../features/commutation-ticket/components/ticket-search";

/** The desk's tabs, in the order shown; the first is the default. */
const hrDeskTabs = ["queue", "refunds", "evidence", "search", "allowances"] as const;
type HrDeskTab = (typeof hrDeskTabs)[number];

const isHrDeskTab = (value: string | null): value is HrDeskTab => hrDeskTabs.includes(value as HrDeskTab);

const tabIcons: Record<HrDeskTab, ReactNode> = {
  queue: <IconChecklist size={16} aria-hidden />,
  refunds: <IconReceiptRefund size={16} aria-hidden />,
  evidence: <IconFileCheck size={16} aria-hidden />,
  search: <IconSearch size={16} aria-hidden />,
  allowances: <IconCash size={16} aria-hidden />,
};

const tabPanels: Record<HrDeskTab, () => ReactNode> = {
  queue: () => <HrQueue />,
  refunds: () => <RefundList />,
  evidence: () => <EvidenceReview />,
  search: () => <TicketSearch />,
  allowances: () => <AllowanceOverview />,
};

/**
 * HR's commuting-ticket desk (/commuting-ticket/hr): the tickets to confirm, refunds, evidence
 * review, the search and the allowances, one tab each (kept in the URL's `?tab=`, so a reload or
 * a shared link opens the same tab), and the employee HR acts for.
 */
export function TicketHrDeskPage() {
  const { t } = useTranslation("commutation-ticket-desk");
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const counts: Partial<Record<HrDeskTab, number>> = useHrDeskTabCounts();
  const tab: HrDeskTab = isHrDeskTab(requested) ? requested : "queue";

  function selectTab(value: string | null) {
    if (!isHrDeskTab(value) || value === tab) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t("title")} description={t("description")} />
        <ActingForPicker />
      </Group>
      {/* Only the open tab is mounted: each panel loads its own data. */}
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t("tabs.label")} style={{ flexWrap: "wrap" }}>
          {hrDeskTabs.map((value) => {
            const count = counts[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={tabIcons[value]}
                // The tab says how many wait in it, as the menu does for the desk.
                rightSection={
                  count ? (
                    <Badge size="sm" circle={count < 10} color="red.9" variant="filled">
                      {count}
                    </Badge>
                  ) : undefined
                }
                aria-label={count ? t("tabs.waiting", { tab: t(`tabs.${value}`), count }) : undefined}
              >
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {hrDeskTabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {tabPanels[value]()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
