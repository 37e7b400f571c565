import { auditRoutes } from "./audit/audit.routes";
import { authRoutes } from "./auth/auth.routes";
import { bankAccountRoutes } from "./bank-account/bank-account.routes";
import { campaignRoutes } from "./campaign/campaign.routes";
import { chatbotRoutes } from "./chatbot/chatbot.routes";
import { commentRoutes } from "./comment/comment.routes";
import { commutationTicketRoutes } from "./commutation-ticket/commutation-ticket.routes";
import { payrollReportRoutes } from "./commutation-ticket/payroll-report.routes";
import { sectionFareRoutes } from "./commutation-ticket/section-fare.routes";
import { ticketActingForRoutes } from "./commutation-ticket/ticket-acting-for.routes";
import { ticketDelegationRoutes } from "./commutation-ticket/ticket-delegation.routes";
import { ticketReviewRoutes } from "./commutation-ticket/ticket-review.routes";
import { configRoutes } from "./config/config.routes";
import { employeeRoutes } from "./employee/employee.routes";
import { employeeMasterRoutes } from "./employee/employee-master.routes";
import { employeeAvatarRoutes } from "./employee-avatar/employee-avatar.routes";
import { employeeChangeRoutes } from "./employee-change/employee-change.routes";
import { employeeEducationRoutes } from "./employee-education/employee-education.routes";
import { healthRoutes } from "./health/health.routes";
import { helpRoutes } from "./help/help.routes";
import { jobRoutes } from "./job/job.routes";
import { leaveRoutes } from "./leave/leave.routes";
import { summerVacationRoutes } from "./leave/summer-vacation.routes";
import { mailRoutes } from "./mail/mail.routes";
import { menuRoutes } from "./menu/menu.routes";
import { notificationRoutes } from "./notification/notification.routes";
import { openApiRoutes } from "./openapi/openapi.routes";
import { pageViewRoutes } from "./page-view/page-view.routes";
import { workingAddressRoutes } from "./working-address/working-address.routes";
import { workingHistoryRoutes } from "./working-history/working-history.routes";
import { zipCodeRoutes } from "./zip-code/zip-code.routes";

/** The route table: every call of the API, grouped by feature. */
export const routes = {
  health: healthRoutes,
  auth: authRoutes,
  audit: auditRoutes,
  config: configRoutes,
  employee: { ...employeeRoutes, ...employeeMasterRoutes },
  employeeChange: employeeChangeRoutes,
  employeeEducation: employeeEducationRoutes,
  employeeWorkingAddress: workingAddressRoutes,
  workingHistory: workingHistoryRoutes,
  employeeAvatar: employeeAvatarRoutes,
  campaign: campaignRoutes,
  menu: menuRoutes,
  pageView: pageViewRoutes,
  notification: notificationRoutes,
  commutationTicket: {
    ...commutationTicketRoutes,
    ...ticketReviewRoutes,
    ...ticketActingForRoutes,
    ...ticketDelegationRoutes,
  },
  payrollReport: payrollReportRoutes,
  sectionFare: sectionFareRoutes,
  zipCode: zipCodeRoutes,
  employeeBankAccount: bankAccountRoutes,
  chatbot: chatbotRoutes,
  comment: commentRoutes,
  help: helpRoutes,
  job: jobRoutes,
  mail: mailRoutes,
  openApi: openApiRoutes,
  leave: leaveRoutes,
  summerVacation: summerVacationRoutes,
} as const;
