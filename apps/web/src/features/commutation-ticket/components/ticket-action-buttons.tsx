import { Button, Group } from "@mantine/core";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ticketPaths } from "../ticket-paths";
import { sectionOf } from "./ticket-field";

/** Where a ticket's actions lead; an action without a link is not offered. */
export interface TicketActionLinks {
  edit?: string | undefined;
  continueTicket?: string | undefined;
  requestCancel?: string | undefined;
}

interface TicketActionButtonsProps {
  ticket: Ticket;
  links: TicketActionLinks;
  /** Offers Delete when given. */
  onDelete?: ((ticket: Ticket) => void) | undefined;
  /** Names the buttons as a group, when given. */
  label?: string | undefined;
}

/** A ticket's action buttons: its details always, then those it is given links (or Delete) for. */
export function TicketActionButtons({ ticket, links, onDelete, label }: TicketActionButtonsProps) {
  const { t } = useTranslation("commutation-ticket");
  const section = sectionOf(ticket);
  return (
    <Group gap="xs" role={label ? "group" : undefined} aria-label={label}>
      <Button
        component={Link}
        to={ticketPaths.detail(ticket.id)}
        variant="default"
        size="xs"
        aria-label={t("actions.detailsOf", { section })}
      >
        {t("actions.details")}
      </Button>
      {links.edit && (
        <Button
          component={Link}
          to={links.edit}
          variant="outline"
          size="xs"
          aria-label={t("actions.editOf", { section })}
        >
          {t("actions.edit")}
        </Button>
      )}
      {links.continueTicket && (
        <Button
          component={Link}
          to={links.continueTicket}
          variant="outline"
          size="xs"
          aria-label={t("actions.continueOf", { section })}
        >
          {t("actions.continue")}
        </Button>
      )}
      {links.requestCancel && (
        <Button
          component={Link}
          to={links.requestCancel}
          variant="default"
          size="xs"
          aria-label={t("actions.requestCancelOf", { section })}
        >
          {t("actions.requestCancel")}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          onClick={() => onDelete(ticket)}
          aria-label={t("actions.deleteOf", { section })}
        >
          {t("actions.delete")}
        </Button>
      )}
    </Group>
  );
}
