import { Button, Group } from "@mantine/core";
import { isReportRangeValid, pageViewLimits } from "@portal/contract/page-view/page-view.constants";
import type { DailyPageViewsQuery } from "@portal/contract/page-view/page-view.schema";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/ui/date-field";

interface PageViewFiltersProps {
  initialRange: DailyPageViewsQuery;
  onSearch: (range: DailyPageViewsQuery) => void;
}

/** The days of the report; applied on Show, and only when the range is one the server takes. */
export function PageViewFilters({ initialRange, onSearch }: PageViewFiltersProps) {
  const { t } = useTranslation("page-view");
  const [from, setFrom] = useState(initialRange.from);
  const [to, setTo] = useState(initialRange.to);
  const [isRangeInvalid, setIsRangeInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const isValid = Boolean(from && to) && isReportRangeValid(from, to);
    setIsRangeInvalid(!isValid);
    if (isValid) onSearch({ from, to });
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t("filters.label")} noValidate>
      <Group align="flex-end" wrap="wrap">
        <DateField
          label={t("filters.from")}
          value={from}
          required
          isDateDisabled={(iso) => Boolean(to) && iso > to}
          onChange={setFrom}
        />
        <DateField
          label={t("filters.to")}
          value={to}
          required
          isDateDisabled={(iso) => Boolean(from) && iso < from}
          error={isRangeInvalid && t("filters.invalidRange", { days: pageViewLimits.reportMaxDays })}
          onChange={setTo}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t("filters.show")}
        </Button>
      </Group>
    </form>
  );
}
