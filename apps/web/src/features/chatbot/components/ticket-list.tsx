import { Badge, Stack, UnstyledButton } from "@mantine/core";
import type { ChatTicket } from "@portal/contract/chatbot/chatbot.schema";
import { useChatTexts } from "../hooks/use-chat-texts";
import classes from "./ticket-list.module.css";

interface TicketListProps {
  tickets: ChatTicket[];
  isDisabled: boolean;
  onPick: (ticket: ChatTicket) => void;
}

/** Ticket list mode (spec): the user's tickets to pick from, the active one highlighted. */
export function TicketList({ tickets, isDisabled, onPick }: TicketListProps) {
  const { t } = useChatTexts();
  if (tickets.length === 0) return null;
  return (
    <Stack gap={4} component="ul" p={0} m={0} aria-label={t("tickets.label")} className={classes.list}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <UnstyledButton
            className={classes.ticket}
            data-active={ticket.active || undefined}
            aria-current={ticket.active ? "true" : undefined}
            disabled={isDisabled}
            onClick={() => onPick(ticket)}
          >
            <span>{ticket.label}</span>
            {ticket.active && (
              <Badge size="xs" variant="filled">
                {t("tickets.active")}
              </Badge>
            )}
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
