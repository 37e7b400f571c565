import { Button, EmptyState, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ColleagueSummary, colleagueSearchLimit } from "@portal/contract/employee/colleague.schema";
import { IconUserSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { useColleagues } from "../api/search-colleagues";
import { ColleagueCard } from "./colleague-card";
import { ColleagueDetailDrawer } from "./colleague-detail-drawer";
import { ColleagueFilters } from "./colleague-filters";

/** Typing pauses this long before the server is asked. */
export const colleagueSearchDebounceMs = 300;

/** The colleague directory: filters, the colleagues found as cards, and one's contacts in a drawer. */
export function ColleagueDirectory() {
  const { t } = useTranslation("colleague");
  const [search, setSearch] = useState("");
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [debouncedSearch] = useDebouncedValue(search.trim(), colleagueSearchDebounceMs);
  const [opened, setOpened] = useState<ColleagueSummary | null>(null);
  const [page, setPage] = useState(1);
  const colleagues = useColleagues({ search: debouncedSearch || undefined, departmentId }, page);
  // Another filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are what resets the page.
  useEffect(() => setPage(1), [debouncedSearch, departmentId]);

  const clearFilters = () => {
    setSearch("");
    setDepartmentId(undefined);
  };

  let results: ReactNode;
  if (colleagues.isPending) {
    results = (
      <Group gap="sm" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7">{t("results.loading")}</Text>
      </Group>
    );
  } else if (colleagues.isError && !colleagues.data) {
    results = <LoadFailed title={t("results.failed")} onRetry={() => void colleagues.refetch()} />;
  } else if (colleagues.data.data.length === 0) {
    results = (
      <EmptyState
        icon={<IconUserSearch aria-hidden />}
        title={t("results.empty")}
        description={t("results.emptyHint")}
        withIndicatorBackground
        py="xl"
      >
        {(search || departmentId !== undefined) && (
          <EmptyState.Actions>
            <Button variant="default" onClick={clearFilters}>
              {t("filters.clear")}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  } else {
    const { data: list, totalCount } = colleagues.data;
    const pages = Math.ceil(totalCount / colleagueSearchLimit);
    results = (
      <Stack gap="xs">
        <Text size="sm" c="gray.7" role="status">
          {pages > 1
            ? t("results.page", {
                count: totalCount,
                from: (page - 1) * colleagueSearchLimit + 1,
                to: (page - 1) * colleagueSearchLimit + list.length,
              })
            : t("results.count", { count: totalCount })}
        </Text>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {list.map((colleague) => (
            <li key={colleague.id}>
              <ColleagueCard colleague={colleague} onOpen={setOpened} />
            </li>
          ))}
        </SimpleGrid>
        <Group justify="center" pt="sm">
          <TablePagination
            totalCount={totalCount}
            pageSize={colleagueSearchLimit}
            value={page}
            onChange={setPage}
            namedPages
          />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <ColleagueFilters
        search={search}
        onSearchChange={setSearch}
        departmentId={departmentId}
        onDepartmentChange={setDepartmentId}
      />
      <section aria-label={t("results.label")} aria-busy={colleagues.isFetching}>
        {results}
      </section>
      <ColleagueDetailDrawer colleague={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
