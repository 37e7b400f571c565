import type { SignInAuditTable } from "../features/audit/audit.table";
import type {
  AccountsTable,
  LoginDevicesTable,
  LoginPairThrottlesTable,
  LoginThrottlesTable,
  OneTimeValuesTable,
  RevokedTokensTable,
} from "../features/auth/auth.table";
import type { EmployeeBankAccountsTable } from "../features/bank-account/bank-account.table";
import type { CampaignsTable } from "../features/campaign/campaign.table";
import type { ChatMessagesTable, ChatSessionsTable } from "../features/chatbot/chatbot.table";
import type { CommentsTable } from "../features/comment/comment.table";
import type {
  CommutationTicketsTable,
  CommutingRoutesTable,
  PayrollReportsTable,
  SectionFaresTable,
  StationsTable,
  TicketDelegationsTable,
  TicketEvidencesTable,
  TicketLogsTable,
} from "../features/commutation-ticket/commutation-ticket.table";
import type { EmployeesTable } from "../features/employee/employee.table";
import type {
  EmployeeContractsTable,
  JobRankHistoriesTable,
  JobRanksTable,
  PositionsTable,
} from "../features/employee/employee-master.table";
import type { EmployeeAvatarsTable } from "../features/employee-avatar/employee-avatar.table";
import type {
  ChangeRequestEvidencesTable,
  ChangeRequestsTable,
  EmployeeFieldHistoryTable,
  EmployeeHomeAddressesTable,
} from "../features/employee-change/employee-change.table";
import type {
  EducationCertificatesTable,
  EmployeeEducationsTable,
} from "../features/employee-education/employee-education.table";
import type { HelpEditorsTable, HelpPagesTable, HelpRevisionsTable } from "../features/help/help.table";
import type { JobHeartbeatsTable, JobLeasesTable, JobRunsTable } from "../features/job/job.table";
import type {
  CompanyHolidaysTable,
  LeaveDrawsTable,
  LeaveGrantsTable,
  LeaveLogsTable,
  LeaveRemindersTable,
  LeaveRequestDaysTable,
  LeaveRequestsTable,
  LeaveSettingsTable,
  LeaveTypesTable,
  SummerExtensionRequestsTable,
} from "../features/leave/leave.table";
import type { MailMessagesTable } from "../features/mail/mail.table";
import type { MenuItemsTable } from "../features/menu/menu.table";
import type { NotificationsTable } from "../features/notification/notification.table";
import type { DepartmentsTable, WorkingPlacesTable } from "../features/organization/organization.table";
import type { PageViewsTable } from "../features/page-view/page-view.table";
import type { EmployeeWorkingAddressesTable } from "../features/working-address/working-address.table";
import type { WorkingHistoriesTable } from "../features/working-history/working-history.table";
import type { IdempotencyKeysTable } from "../lib/idempotency.table";

/** Every table, keyed by its name; column types live beside each feature. */
export interface DatabaseSchema {
  workingPlaces: WorkingPlacesTable;
  departments: DepartmentsTable;
  employees: EmployeesTable;
  employeeAvatars: EmployeeAvatarsTable;
  accounts: AccountsTable;
  revokedTokens: RevokedTokensTable;
  loginThrottles: LoginThrottlesTable;
  loginPairThrottles: LoginPairThrottlesTable;
  loginDevices: LoginDevicesTable;
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
  sectionFares: SectionFaresTable;
  employeeWorkingAddresses: EmployeeWorkingAddressesTable;
  workingHistories: WorkingHistoriesTable;
  jobRanks: JobRanksTable;
  jobRankHistories: JobRankHistoriesTable;
  positions: PositionsTable;
  employeeContracts: EmployeeContractsTable;
  changeRequests: ChangeRequestsTable;
  changeRequestEvidences: ChangeRequestEvidencesTable;
  employeeFieldHistory: EmployeeFieldHistoryTable;
  employeeHomeAddresses: EmployeeHomeAddressesTable;
  employeeBankAccounts: EmployeeBankAccountsTable;
  employeeEducations: EmployeeEducationsTable;
  educationCertificates: EducationCertificatesTable;
  chatSessions: ChatSessionsTable;
  chatMessages: ChatMessagesTable;
  helpPages: HelpPagesTable;
  helpRevisions: HelpRevisionsTable;
  helpEditors: HelpEditorsTable;
  comments: CommentsTable;
  jobLeases: JobLeasesTable;
  jobRuns: JobRunsTable;
  jobHeartbeats: JobHeartbeatsTable;
  mailMessages: MailMessagesTable;
  payrollReports: PayrollReportsTable;
  idempotencyKeys: IdempotencyKeysTable;
  leaveTypes: LeaveTypesTable;
  leaveGrants: LeaveGrantsTable;
  leaveRequests: LeaveRequestsTable;
  leaveRequestDays: LeaveRequestDaysTable;
  leaveDraws: LeaveDrawsTable;
  leaveLogs: LeaveLogsTable;
  companyHolidays: CompanyHolidaysTable;
  leaveSettings: LeaveSettingsTable;
  summerExtensionRequests: SummerExtensionRequestsTable;
  leaveReminders: LeaveRemindersTable;
}
