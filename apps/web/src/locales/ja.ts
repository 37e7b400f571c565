// dayjs names months and weekdays in Japanese once these texts are loaded.
import "dayjs/locale/ja";
import jaAbout from "./ja/about.json";
import jaAudit from "./ja/audit.json";
import jaAuth from "./ja/auth.json";
import jaBackToTop from "./ja/back-to-top.json";
import jaBankAccount from "./ja/bank-account.json";
import jaCampaign from "./ja/campaign.json";
import jaChatbot from "./ja/chatbot.json";
import jaColleague from "./ja/colleague.json";
import jaComment from "./ja/comment.json";
import jaCommon from "./ja/common.json";
import jaCommutationTicket from "./ja/commutation-ticket.json";
import jaCommutationTicketActingFor from "./ja/commutation-ticket-acting-for.json";
import jaCommutationTicketDecision from "./ja/commutation-ticket-decision.json";
import jaCommutationTicketDesk from "./ja/commutation-ticket-desk.json";
import jaCommutationTicketPayrollReport from "./ja/commutation-ticket-payroll-report.json";
import jaCommutationTicketSearch from "./ja/commutation-ticket-search.json";
import jaCommutationTicketSectionFare from "./ja/commutation-ticket-section-fare.json";
import jaEmployee from "./ja/employee.json";
import jaEmployeeAvatar from "./ja/employee-avatar.json";
import jaEmployeeChange from "./ja/employee-change.json";
import jaEmployeeEducation from "./ja/employee-education.json";
import jaEmployeeProfile from "./ja/employee-profile.json";
import jaErrors from "./ja/errors.json";
import jaHelp from "./ja/help.json";
import jaHome from "./ja/home.json";
import jaJob from "./ja/job.json";
import jaLeave from "./ja/leave.json";
import jaMenu from "./ja/menu.json";
import jaMenuAdmin from "./ja/menu-admin.json";
import jaNotification from "./ja/notification.json";
import jaOpenapi from "./ja/openapi.json";
import jaPageView from "./ja/page-view.json";
import jaWorkingAddress from "./ja/working-address.json";
import jaWorkingHistory from "./ja/working-history.json";

/** The Japanese texts of every namespace: loaded as one chunk when the app starts in Japanese or switches to it. */
export const jaTexts = {
  common: jaCommon,
  auth: jaAuth,
  "employee-avatar": jaEmployeeAvatar,
  home: jaHome,
  employee: jaEmployee,
  errors: jaErrors,
  audit: jaAudit,
  campaign: jaCampaign,
  menu: jaMenu,
  "menu-admin": jaMenuAdmin,
  help: jaHelp,
  "page-view": jaPageView,
  "back-to-top": jaBackToTop,
  notification: jaNotification,
  "commutation-ticket": jaCommutationTicket,
  about: jaAbout,
  "commutation-ticket-search": jaCommutationTicketSearch,
  "commutation-ticket-acting-for": jaCommutationTicketActingFor,
  "commutation-ticket-decision": jaCommutationTicketDecision,
  "commutation-ticket-desk": jaCommutationTicketDesk,
  colleague: jaColleague,
  comment: jaComment,
  "employee-profile": jaEmployeeProfile,
  "employee-change": jaEmployeeChange,
  "working-address": jaWorkingAddress,
  "working-history": jaWorkingHistory,
  "bank-account": jaBankAccount,
  "employee-education": jaEmployeeEducation,
  chatbot: jaChatbot,
  job: jaJob,
  openapi: jaOpenapi,
  "commutation-ticket-payroll-report": jaCommutationTicketPayrollReport,
  "commutation-ticket-section-fare": jaCommutationTicketSectionFare,
  leave: jaLeave,
} as const;
