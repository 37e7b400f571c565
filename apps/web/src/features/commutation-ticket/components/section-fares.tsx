import { Grid } from "@mantine/core";
import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import { useState } from "react";
import { SectionFareForm } from "./section-fare-form";
import { SectionFareTable } from "./section-fare-table";

/** HR's official fares: the sections that have one (the wider part), and the form that sets one. */
export function SectionFares() {
  const [editing, setEditing] = useState<SectionFare | null>(null);
  return (
    <Grid maw={1400}>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <SectionFareTable onEdit={setEditing} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <SectionFareForm editing={editing} onDone={() => setEditing(null)} />
      </Grid.Col>
    </Grid>
  );
}
