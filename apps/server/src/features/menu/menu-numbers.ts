import type { MenuNumberSource, MenuRole } from "@portal/contract/menu/menu.constants";
import type { AppDeps } from "../../app-deps";

interface NumberSource {
  /** Only these roles may see the count (the item itself may be visible to more). */
  roles: readonly MenuRole[];
  count(deps: AppDeps, employeeId: number): Promise<number>;
}

/**
 * Where menu numbers come from. A feature with a queue registers its count here (tickets
 * waiting for a leader, HR, an approver; unread notifications ...).
 */
export const numberSources: Record<MenuNumberSource, NumberSource> = {
  lockoutsLast24Hours: {
    roles: ["administrator"],
    async count(deps) {
      const since = new Date(deps.clock.now().getTime() - 24 * 3_600_000).toISOString();
      const row = await deps.db
        .selectFrom("signInAudit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event", "=", "lockout")
        .where("occurredAt", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  },
};
