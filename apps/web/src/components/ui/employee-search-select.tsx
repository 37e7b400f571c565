import { Loader, Select, type SelectProps, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";

/** Typing pauses this long before the server is asked. */
export const employeeSearchDebounceMs = 300;

/** What a search hook answers: the matches (or none yet), and whether it failed or is asking. */
export interface EmployeeSearchResult<T> {
  data?: readonly T[] | undefined;
  isError: boolean;
  isFetching: boolean;
}

/** What the list says when it shows no employee. */
export interface EmployeeSearchMessages {
  /** Nothing typed yet (or typing has not paused yet). */
  idle?: string | undefined;
  /** Typing has not paused yet or the server is being asked; also the spinner's name. */
  searching?: string | undefined;
  /** The search failed (the "nothing found" message when not given). */
  failed?: string | undefined;
  /** The server found nobody. */
  nothingFound: string;
}

type ControlledSelectProps =
  | "data"
  | "value"
  | "defaultValue"
  | "onChange"
  | "searchable"
  | "searchValue"
  | "onSearchChange"
  | "filter"
  | "nothingFoundMessage"
  | "renderOption";

export interface EmployeeSearchSelectProps<T> extends Omit<SelectProps, ControlledSelectProps> {
  /** The server search (asked with the debounced, trimmed text; blank asks nothing). */
  useSearch: (search: string) => EmployeeSearchResult<T>;
  idOf: (item: T) => number | string;
  /** The option's text; also what the box shows once one is chosen. */
  labelOf: (item: T) => string;
  /** A second, smaller line under the option (e.g. the department), if any. */
  detailOf?: (item: T) => string | undefined;
  messages: EmployeeSearchMessages;
  /** The chosen employee, or null. */
  value: T | null;
  onChange: (item: T | null) => void;
  /** Empties the box once one is picked (for a picker that never shows a choice). */
  clearSearchOnPick?: boolean;
}

/** An employee picked by what the user types: the server searches once typing pauses. */
export function EmployeeSearchSelect<T>({
  useSearch,
  idOf,
  labelOf,
  detailOf,
  messages,
  value,
  onChange,
  clearSearchOnPick = false,
  ...selectProps
}: EmployeeSearchSelectProps<T>) {
  const [search, setSearch] = useState("");
  const typed = search.trim();
  const [debounced] = useDebouncedValue(typed, employeeSearchDebounceMs);
  // The chosen one's label is put in the box on selection: that is not a new search.
  const query = value && debounced === labelOf(value) ? "" : debounced;
  const result = useSearch(query);
  const isWaiting = typed !== "" && (typed !== debounced || result.isFetching);

  const byId = useMemo(() => {
    const found = new Map<string, T>();
    if (value) found.set(String(idOf(value)), value);
    for (const item of result.isError ? [] : (result.data ?? [])) found.set(String(idOf(item)), item);
    return found;
  }, [value, idOf, result.isError, result.data]);

  const data = [...byId.values()].map((item) => ({ value: String(idOf(item)), label: labelOf(item) }));

  let nothingFound: string | undefined;
  if (typed === "") nothingFound = messages.idle;
  else if (isWaiting && data.length === 0 && messages.searching) nothingFound = messages.searching;
  else if (result.isError) nothingFound = messages.failed ?? messages.nothingFound;
  else if (query === "") nothingFound = messages.idle;
  else nothingFound = messages.nothingFound;

  return (
    <Select
      {...selectProps}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the list shows what it answered.
      filter={({ options }) => options}
      data={data}
      value={value ? String(idOf(value)) : null}
      onChange={(next) => {
        if (clearSearchOnPick && next !== null) setSearch("");
        onChange(next ? (byId.get(next) ?? null) : null);
      }}
      nothingFoundMessage={nothingFound}
      rightSection={
        isWaiting ? <Loader size="xs" aria-label={messages.searching} /> : selectProps.rightSection
      }
      renderOption={
        detailOf &&
        (({ option }) => {
          const item = byId.get(option.value);
          const detail = item && detailOf(item);
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {detail && (
                <Text size="xs" c="gray.7">
                  {detail}
                </Text>
              )}
            </Stack>
          );
        })
      }
    />
  );
}
