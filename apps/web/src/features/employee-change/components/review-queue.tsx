import { Group, Select, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type ChangeRequestKind,
  changeRequestKinds,
} from "@portal/contract/employee-change/employee-change.constants";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useReviewQueue } from "../api/get-review-queue";
import { changeRequestPageSize } from "../api/paging-headers";
import { useOpenRequest } from "../hooks/use-open-request";
import { ChangeRequestDrawer } from "./change-request-drawer";
import { ReviewTable } from "./review-table";

/** The queue's tabs, in the order shown; the first is the default. */
const reviewTabs = ["submitted", "approved", "rejected", "all"] as const;
type ReviewTab = (typeof reviewTabs)[number];
const isReviewTab = (value: string | null): value is ReviewTab => reviewTabs.includes(value as ReviewTab);
const isKind = (value: string | null): value is ChangeRequestKind =>
  changeRequestKinds.includes(value as ChangeRequestKind);

/**
 * HR's change requests: the waiting ones by default (the tab is kept in `?status=`, so a reload or
 * a shared link opens it), filtered by kind and searched by name, account or code, 20 a page; each
 * opens in the drawer (kept in `?request=`, which notifications link to), where HR decides.
 */
export function ReviewQueue() {
  const { t } = useTranslation("employee-change");
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("status");
  const tab: ReviewTab = isReviewTab(requested) ? requested : "submitted";
  const [kind, setKind] = useState<ChangeRequestKind | undefined>();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useOpenRequest();
  const queue = useReviewQueue({ status: tab, kind, search: debouncedSearch || undefined }, page);
  const totalCount = queue.data?.totalCount ?? 0;

  function selectTab(value: string | null) {
    if (!isReviewTab(value) || value === tab) return;
    setPage(1);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("status", value);
        return next;
      },
      { replace: true },
    );
  }

  const filters = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t("hr.kind")}
        placeholder={t("hr.allKinds")}
        data={changeRequestKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind ?? null}
        onChange={(value) => {
          setKind(isKind(value) ? value : undefined);
          setPage(1);
        }}
        clearable
        w={200}
      />
      <TextInput
        label={t("hr.search")}
        placeholder={t("hr.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maxLength={100}
        w={280}
        maw="100%"
      />
      {queue.data && (
        <Text size="sm" c="gray.7" aria-live="polite" ml="auto">
          {t("hr.total", { count: totalCount })}
        </Text>
      )}
    </Group>
  );

  return (
    <>
      {/* Only the open tab is mounted; the filters are kept when the tab changes. */}
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t("hr.tabs.label")} style={{ flexWrap: "wrap" }}>
          {reviewTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`hr.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {reviewTabs.map((panel) => (
          <Tabs.Panel key={panel} value={panel} pt="md">
            <Stack>
              {filters}
              <ReviewTable
                queue={queue}
                label={t(`hr.tabs.${panel}`)}
                pager={{
                  totalCount,
                  pageSize: changeRequestPageSize,
                  page,
                  onPageChange: setPage,
                  size: "sm",
                  namedPages: true,
                }}
                onOpen={setOpenId}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <ChangeRequestDrawer requestId={openId} onClose={() => setOpenId(null)} mode="hr" />
    </>
  );
}
