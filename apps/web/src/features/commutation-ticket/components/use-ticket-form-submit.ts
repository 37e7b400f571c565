import {
  type TicketKind,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { DisabledTime, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { createSubmissionKeys } from "../../../lib/idempotency-key";
import { notifySuccess } from "../../../lib/notify";
import type { ActingFor } from "../acting-for-views";
import { useAddTicketFor } from "../api/add-ticket-for";
import { useAddTicketToRoute } from "../api/add-ticket-to-route";
import { useCreateTickets } from "../api/create-tickets";
import { useUpdateTicket } from "../api/update-ticket";
import { useUpdateTicketFor } from "../api/update-ticket-for";
import {
  newestStatus,
  type TicketFormField,
  type TicketFormProblems,
  type TicketFormValues,
  ticketFormFieldOf,
  toTicketInput,
  trimTicketFormValues,
  validateTicketForm,
} from "../ticket-form-values";
import { useTicketFormFailure } from "./use-ticket-server-text";

export type TicketFieldErrors = Partial<Record<TicketFormField, string>>;

interface TicketFormSubmitOptions {
  kind: TicketKind;
  ticket: Ticket | undefined;
  previous: Ticket | undefined;
  actingFor: ActingFor | undefined;
  /** The caller's route, which a new ticket joins; none yet for a first ticket. */
  routeId: number | null | undefined;
  values: TicketFormValues;
  setValues: (values: TicketFormValues) => void;
  disabledTime: DisabledTime | undefined;
  isOverBudget: boolean;
  isStartDateLocked: boolean;
  /** Where a saved form goes. */
  returnTo: string;
}

/**
 * Sending the ticket form: checks the values, sends the call that fits (a new ticket, one added
 * to the route, an edit; HR's AF calls when acting for an employee; a new ticket under one
 * Idempotency-Key however often it is sent), says where it went and goes back; the server's
 * refusal lands on the fields and above them.
 */
export function useTicketFormSubmit({
  kind,
  ticket,
  previous,
  actingFor,
  routeId,
  values,
  setValues,
  disabledTime,
  isOverBudget,
  isStartDateLocked,
  returnTo,
}: TicketFormSubmitOptions) {
  const { t } = useTranslation("commutation-ticket");
  const { t: tFor } = useTranslation("commutation-ticket-acting-for");
  const navigate = useNavigate();
  const [errors, setErrors] = useState<TicketFieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const create = useCreateTickets();
  const add = useAddTicketToRoute();
  const update = useUpdateTicket();
  const addFor = useAddTicketFor();
  const updateFor = useUpdateTicketFor();
  const failure = useTicketFormFailure(ticketFormFieldOf);
  // A new ticket sent twice (a double-click, a retry) goes with one Idempotency-Key: stored once.
  const [submissionKey] = useState(createSubmissionKeys);
  const isSaving =
    create.isPending || add.isPending || update.isPending || addFor.isPending || updateFor.isPending;

  function showProblems(problems: TicketFormProblems) {
    const texts: TicketFieldErrors = {};
    for (const field of Object.keys(problems) as TicketFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`messages.${problem}`);
    }
    setErrors(texts);
  }

  function sentMessage(status: TicketStatus | undefined): string {
    if (actingFor) {
      if (status === TicketStatus.submittedToManager) return tFor("form.sentToLeader");
      if (status === TicketStatus.submitted) return tFor("form.sentToHr");
      return tFor("form.saved");
    }
    if (status === TicketStatus.submittedToManager) return t("form.sentToLeader");
    if (status === TicketStatus.submitted) return t("form.sentToHr");
    return t("form.saved");
  }

  async function save(trimmed: TicketFormValues): Promise<TicketStatus | undefined> {
    const input = toTicketInput(trimmed, kind, ticket?.previousTicketId ?? previous?.id ?? null);
    if (actingFor) {
      const { employeeId } = actingFor;
      if (ticket) return (await updateFor.mutateAsync({ employeeId, id: ticket.id, ticket: input })).status;
      const idempotencyKey = submissionKey({ employeeId, input });
      return newestStatus(await addFor.mutateAsync({ employeeId, ticket: input, idempotencyKey }));
    }
    if (ticket) return (await update.mutateAsync({ id: ticket.id, ticket: input })).status;
    const idempotencyKey = submissionKey({ routeId, input });
    const route = routeId
      ? await add.mutateAsync({ routeId, ticket: input, idempotencyKey })
      : await create.mutateAsync({ tickets: [input], idempotencyKey });
    return newestStatus(route);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = trimTicketFormValues(values);
    setValues(trimmed);
    setFormMessage(null);
    const problems = validateTicketForm(trimmed, { disabledTime, isOverBudget, isStartDateLocked });
    if (Object.keys(problems).length > 0) return showProblems(problems);
    setErrors({});
    try {
      const status = await save(trimmed);
      notifySuccess(sentMessage(status));
      void navigate(returnTo);
    } catch (error) {
      const shown = failure(error);
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message);
    }
  }

  return { errors, setErrors, formMessage, isSaving, handleSubmit };
}
