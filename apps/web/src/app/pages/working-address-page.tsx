import { Stack } from "@mantine/core";
import type { WorkingAddressChangeResult } from "@portal/contract/working-address/working-address.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { useWorkingAddresses } from "../../features/working-address/api/get-working-addresses";
import { CurrentWorkingAddress } from "../../features/working-address/components/current-working-address";
import { TicketsToChangeNotice } from "../../features/working-address/components/tickets-to-change-notice";
import { WorkingAddressForm } from "../../features/working-address/components/working-address-form";
import { WorkingAddressHistory } from "../../features/working-address/components/working-address-history";

/** The employee's working address: the one in force, a change, and the history. */
export function WorkingAddressPage() {
  const { t } = useTranslation(["menu", "working-address"]);
  const history = useWorkingAddresses();
  const [saved, setSaved] = useState<WorkingAddressChangeResult | null>(null);
  const latest = history.data?.[0];

  return (
    <Stack maw={1200}>
      <PageHeading title={t("workingAddress")} description={t("working-address:description")} />
      <CurrentWorkingAddress history={history.data} isPending={history.isPending} />
      {saved && <TicketsToChangeNotice result={saved} />}
      {history.data && (
        <WorkingAddressForm
          latestChangeDate={latest?.changeDate ?? null}
          isFirst={history.data.length === 0}
          onSaved={setSaved}
        />
      )}
      <WorkingAddressHistory history={history} />
    </Stack>
  );
}
