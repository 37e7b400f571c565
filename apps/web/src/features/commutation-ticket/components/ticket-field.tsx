import { Text } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { ReactNode } from "react";

/** One label and its value; the value may wrap (long station names). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** A section as people read it: Tokyo → Shinjuku. */
export function sectionOf(ticket: Pick<Ticket, "departure" | "arrival">): string {
  return `${ticket.departure} → ${ticket.arrival}`;
}
