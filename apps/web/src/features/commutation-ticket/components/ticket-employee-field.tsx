import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { useSession } from "../../auth/hooks/use-session";
import { useDepartmentName } from "./department-name";
import { Field } from "./ticket-field";

type EmployeeTicket = Pick<
  Ticket,
  "account" | "employeeName" | "employeeCode" | "departmentName" | "departmentNameJa"
>;

/** Whose ticket it is, for anyone but its owner (a leader, HR, an approver, a delegate). */
export function TicketEmployeeField({ ticket }: { ticket: EmployeeTicket }) {
  const { t } = useTranslation("commutation-ticket-decision");
  const account = useSession().session?.username;
  const departmentName = useDepartmentName();
  if (account === undefined || account === ticket.account) return null;
  const department = departmentName({ name: ticket.departmentName, nameJa: ticket.departmentNameJa });
  return (
    <Field label={t("detail.employee")}>
      {t("detail.employeeValue", { name: ticket.employeeName, code: ticket.employeeCode, department })}
    </Field>
  );
}
