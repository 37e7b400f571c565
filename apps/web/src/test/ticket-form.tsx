import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { TicketFormPage } from "../app/pages/ticket-form-page";
import { ticketPaths } from "../features/commutation-ticket/ticket-paths";
import { formBasics, serveTickets, type TicketApi } from "./commutation-ticket";
import { renderRoutes } from "./render";

/** The ticket form page at `path`, Back and a saved form landing on the route screen. */
export function renderTicketForm(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: ticketPaths.newPattern, element: <TicketFormPage /> },
      { path: ticketPaths.editPattern, element: <TicketFormPage /> },
      { path: ticketPaths.route, element: <p>route screen</p> },
    ],
    path,
    queryClient,
    { env: "test" },
  );
}

/** The calls the form makes, with `answers` added or replaced. */
export const serveTicketForm = (answers: TicketApi = {}) => serveTickets({ ...formBasics, ...answers });

/** Sends the form. */
export const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit" }));

/** Waits for the working address the form shows first. */
export async function waitForAddress() {
  await waitFor(() =>
    expect(screen.getByLabelText("Working address")).toHaveValue("1-1 Marunouchi, Chiyoda-ku, Tokyo"),
  );
}
