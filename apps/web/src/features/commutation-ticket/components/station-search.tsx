import { Loader, Paper, ScrollArea, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useStations } from "../api/search-stations";
import { stationSearchDebounceMs } from "./station-autocomplete";

interface StationSearchProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** HR checks whether a station is in the list: the labels of the stations matching the text. */
export function StationSearch({ search, onSearchChange }: StationSearchProps) {
  const { t } = useTranslation("commutation-ticket");
  const [debounced] = useDebouncedValue(search.trim(), stationSearchDebounceMs);
  const stations = useStations(debounced);
  const found = debounced ? stations.data : undefined;
  // The last answer stays on screen while the next one is on its way; the summary says so.
  const isSearching = debounced !== search.trim() || stations.isPlaceholderData;

  let summary = t("stations.search.prompt");
  if (search.trim() && (isSearching || (!found && !stations.isError))) {
    summary = t("form.searchingStations");
  } else if (found) {
    summary =
      found.length === 0
        ? t("stations.search.none", { search: debounced })
        : t("stations.search.found", { count: found.length });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="station-search-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="station-search-title">
          {t("stations.search.title")}
        </Title>
        <TextInput
          type="search"
          label={t("stations.search.label")}
          placeholder={t("stations.search.placeholder")}
          description={t("stations.search.hint", { max: TicketLimits.stationSuggestionsMax })}
          maxLength={100}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            stations.isFetching ? <Loader size="xs" aria-label={t("form.searchingStations")} /> : undefined
          }
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {summary}
        </Text>
        {found && found.length > 0 && (
          // Focusable, so the list scrolls by keyboard too.
          <ScrollArea.Autosize
            mah={360}
            type="auto"
            viewportProps={{ tabIndex: 0 }}
            aria-busy={isSearching}
            opacity={isSearching ? 0.6 : 1}
          >
            <Stack
              component="ul"
              gap={4}
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-label={t("stations.search.results")}
            >
              {found.map((station) => (
                <Text component="li" size="sm" key={station.label} style={{ overflowWrap: "anywhere" }}>
                  {station.label}
                </Text>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
