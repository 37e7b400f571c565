/** Every query key of the outbox, in one place. */
export const mailKeys = {
  all: ["mail"] as const,
  outbox: () => [...mailKeys.all, "outbox"] as const,
  outboxPage: (page: number, size: number) => [...mailKeys.outbox(), { page, size }] as const,
  message: (id: number) => [...mailKeys.all, "message", id] as const,
};
