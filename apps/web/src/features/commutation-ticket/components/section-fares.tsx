import { Box, Group } from "@mantine/core";
import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import { useState } from "react";
import { SectionFareForm } from "./section-fare-form";
import { SectionFareTable } from "./section-fare-table";

/**
 * HR's official fares: the sections that have one (two thirds of a wide page, so they stay a
 * table), and the form that sets one beside them, or under them on a narrower screen.
 */
export function SectionFares() {
  const [editing, setEditing] = useState<SectionFare | null>(null);
  return (
    <Group align="flex-start" gap="md" maw={1400}>
      <Box flex="2 1 600px" miw={0}>
        <SectionFareTable onEdit={setEditing} />
      </Box>
      <Box flex="1 1 320px" miw={0}>
        <SectionFareForm editing={editing} onDone={() => setEditing(null)} />
      </Box>
    </Group>
  );
}
