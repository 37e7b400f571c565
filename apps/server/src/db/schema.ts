import type { SignInAuditTable } from "../features/audit/audit.table";
import type {
  AccountsTable,
  LoginThrottlesTable,
  OneTimeValuesTable,
  RevokedTokensTable,
} from "../features/auth/auth.table";
import type { CampaignsTable } from "../features/campaign/campaign.table";
import type {
  CommutationTicketsTable,
  CommutingRoutesTable,
  StationsTable,
  TicketDelegationsTable,
  TicketEvidencesTable,
  TicketLogsTable,
} from "../features/commutation-ticket/commutation-ticket.table";
import type { EmployeesTable } from "../features/employee/employee.table";
import type { EmployeeAvatarsTable } from "../features/employee-avatar/employee-avatar.table";
import type { MenuItemsTable } from "../features/menu/menu.table";
import type { NotificationsTable } from "../features/notification/notification.table";
import type { DepartmentsTable, WorkingPlacesTable } from "../features/organization/organization.table";
import type { PageViewsTable } from "../features/page-view/page-view.table";

/** Every table, keyed by its name; column types live beside each feature. */
export interface DatabaseSchema {
  workingPlaces: WorkingPlacesTable;
  departments: DepartmentsTable;
  employees: EmployeesTable;
  employeeAvatars: EmployeeAvatarsTable;
  accounts: AccountsTable;
  revokedTokens: RevokedTokensTable;
  loginThrottles: LoginThrottlesTable;
  oneTimeValues: OneTimeValuesTable;
  signInAudit: SignInAuditTable;
  campaigns: CampaignsTable;
  menuItems: MenuItemsTable;
  pageViews: PageViewsTable;
  notifications: NotificationsTable;
  commutingRoutes: CommutingRoutesTable;
  commutationTickets: CommutationTicketsTable;
  ticketLogs: TicketLogsTable;
  ticketEvidences: TicketEvidencesTable;
  ticketDelegations: TicketDelegationsTable;
  stations: StationsTable;
}
