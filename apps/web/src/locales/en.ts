import enAbout from "./en/about.json";
import enAudit from "./en/audit.json";
import enAuth from "./en/auth.json";
import enBackToTop from "./en/back-to-top.json";
import enBankAccount from "./en/bank-account.json";
import enCampaign from "./en/campaign.json";
import enChatbot from "./en/chatbot.json";
import enColleague from "./en/colleague.json";
import enComment from "./en/comment.json";
import enCommon from "./en/common.json";
import enCommutationTicket from "./en/commutation-ticket.json";
import enCommutationTicketActingFor from "./en/commutation-ticket-acting-for.json";
import enCommutationTicketDecision from "./en/commutation-ticket-decision.json";
import enCommutationTicketDesk from "./en/commutation-ticket-desk.json";
import enCommutationTicketPayrollReport from "./en/commutation-ticket-payroll-report.json";
import enCommutationTicketSearch from "./en/commutation-ticket-search.json";
import enCommutationTicketSectionFare from "./en/commutation-ticket-section-fare.json";
import enEmployee from "./en/employee.json";
import enEmployeeAvatar from "./en/employee-avatar.json";
import enEmployeeChange from "./en/employee-change.json";
import enEmployeeEducation from "./en/employee-education.json";
import enEmployeeProfile from "./en/employee-profile.json";
import enErrors from "./en/errors.json";
import enHelp from "./en/help.json";
import enHome from "./en/home.json";
import enJob from "./en/job.json";
import enLeave from "./en/leave.json";
import enMenu from "./en/menu.json";
import enMenuAdmin from "./en/menu-admin.json";
import enNotification from "./en/notification.json";
import enOpenapi from "./en/openapi.json";
import enPageView from "./en/page-view.json";
import enWorkingAddress from "./en/working-address.json";
import enWorkingHistory from "./en/working-history.json";

/** The English texts of every namespace: loaded as one chunk when the app starts in English or switches to it. */
export const enTexts = {
  common: enCommon,
  auth: enAuth,
  "employee-avatar": enEmployeeAvatar,
  home: enHome,
  employee: enEmployee,
  errors: enErrors,
  audit: enAudit,
  campaign: enCampaign,
  menu: enMenu,
  "menu-admin": enMenuAdmin,
  help: enHelp,
  "page-view": enPageView,
  "back-to-top": enBackToTop,
  notification: enNotification,
  "commutation-ticket": enCommutationTicket,
  about: enAbout,
  "commutation-ticket-search": enCommutationTicketSearch,
  "commutation-ticket-acting-for": enCommutationTicketActingFor,
  "commutation-ticket-decision": enCommutationTicketDecision,
  "commutation-ticket-desk": enCommutationTicketDesk,
  colleague: enColleague,
  comment: enComment,
  "employee-profile": enEmployeeProfile,
  "employee-change": enEmployeeChange,
  "working-address": enWorkingAddress,
  "working-history": enWorkingHistory,
  "bank-account": enBankAccount,
  "employee-education": enEmployeeEducation,
  chatbot: enChatbot,
  job: enJob,
  openapi: enOpenapi,
  "commutation-ticket-payroll-report": enCommutationTicketPayrollReport,
  "commutation-ticket-section-fare": enCommutationTicketSectionFare,
  leave: enLeave,
} as const;
