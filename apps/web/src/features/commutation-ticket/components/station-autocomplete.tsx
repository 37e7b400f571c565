import { Autocomplete, Loader } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useStations } from "../api/search-stations";

/** Typing pauses this long before the server is asked. */
export const stationSearchDebounceMs = 250;

interface StationAutocompleteProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/**
 * A station typed freely or picked from the server's suggestions (from the first character, at
 * most 500; by name, kana or romaji): the list shows each station's label (line, operator),
 * picking one fills its name.
 */
export function StationAutocomplete({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
}: StationAutocompleteProps) {
  const { t } = useTranslation("commutation-ticket");
  const [search] = useDebouncedValue(value, stationSearchDebounceMs);
  const stations = useStations(search);

  // Suggestions for what was typed before are gone as soon as the text changes: only the answer
  // to the text in the box is offered.
  const isForText = search.trim() === value.trim() && !stations.isPlaceholderData;
  const shown = isForText ? stations.data : undefined;
  const nameOfLabel = useMemo(() => {
    const names = new Map<string, string>();
    for (const station of shown ?? []) if (!names.has(station.label)) names.set(station.label, station.name);
    return names;
  }, [shown]);
  const isSearching = value.trim() !== "" && (!isForText || stations.isFetching);

  return (
    <Autocomplete
      label={label}
      required={required}
      maxLength={TicketLimits.locationMaxLength}
      value={value}
      // Picking a suggestion puts its label in the box; the ticket keeps the station's name.
      onChange={(text) => onChange(nameOfLabel.get(text) ?? text)}
      onBlur={onBlur}
      data={[...nameOfLabel.keys()]}
      // The server has matched the labels already.
      filter={({ options }) => options}
      limit={TicketLimits.stationSuggestionsMax}
      maxDropdownHeight={280}
      rightSection={isSearching ? <Loader size="xs" aria-label={t("form.searchingStations")} /> : undefined}
      error={error}
    />
  );
}
