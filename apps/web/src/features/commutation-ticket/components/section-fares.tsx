import { SimpleGrid } from "@mantine/core";
import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import { useState } from "react";
import { SectionFareForm } from "./section-fare-form";
import { SectionFareTable } from "./section-fare-table";

/** HR's official fares: the sections that have one, and the form that sets or changes one. */
export function SectionFares() {
  const [editing, setEditing] = useState<SectionFare | null>(null);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} maw={1400}>
      <SectionFareTable onEdit={setEditing} />
      <SectionFareForm editing={editing} onDone={() => setEditing(null)} />
    </SimpleGrid>
  );
}
