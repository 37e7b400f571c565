import { SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { AddStationForm } from "../../features/commutation-ticket/components/add-station-form";
import { SectionFares } from "../../features/commutation-ticket/components/section-fares";
import { StationSearch } from "../../features/commutation-ticket/components/station-search";

/**
 * HR's stations and fares (/commuting-ticket/stations): find a station, add one that is missing,
 * and set the official fares of sections.
 */
export function StationAdminPage() {
  const { t } = useTranslation("commutation-ticket");
  const [search, setSearch] = useState("");
  return (
    <Stack>
      <PageHeading title={t("stations.title")} description={t("stations.description")} />
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={1200}>
        <StationSearch search={search} onSearchChange={setSearch} />
        {/* A station just added is looked up, so HR sees it in the list. */}
        <AddStationForm onAdded={setSearch} />
      </SimpleGrid>
      <SectionFares />
    </Stack>
  );
}
