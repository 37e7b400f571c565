// dayjs names months and weekdays in Japanese once these texts are loaded.
import "dayjs/locale/ja";
import jaAbout from "./ja/about.json";
import jaAudit from "./ja/audit.json";
import jaAuth from "./ja/auth.json";
import jaAvatar from "./ja/avatar.json";
import jaBackToTop from "./ja/back-to-top.json";
import jaBankAccount from "./ja/bankAccount.json";
import jaCampaign from "./ja/campaign.json";
import jaChatbot from "./ja/chatbot.json";
import jaColleague from "./ja/colleague.json";
import jaComment from "./ja/comment.json";
import jaCommon from "./ja/common.json";
import jaCommutationTicket from "./ja/commutationTicket.json";
import jaEducation from "./ja/education.json";
import jaEmployee from "./ja/employee.json";
import jaEmployeeChange from "./ja/employeeChange.json";
import jaErrors from "./ja/errors.json";
import jaHelp from "./ja/help.json";
import jaHome from "./ja/home.json";
import jaJob from "./ja/job.json";
import jaMenu from "./ja/menu.json";
import jaMenuAdmin from "./ja/menu-admin.json";
import jaNotification from "./ja/notification.json";
import jaPageView from "./ja/page-view.json";
import jaPayrollReport from "./ja/payrollReport.json";
import jaProfile from "./ja/profile.json";
import jaTicketActingFor from "./ja/ticketActingFor.json";
import jaTicketDecision from "./ja/ticketDecision.json";
import jaTicketDesk from "./ja/ticketDesk.json";
import jaTicketSearch from "./ja/ticketSearch.json";
import jaWorkingAddress from "./ja/workingAddress.json";
import jaWorkingHistory from "./ja/workingHistory.json";

/** The Japanese texts of every namespace: loaded as one chunk when the app starts in Japanese or switches to it. */
export const jaTexts = {
  common: jaCommon,
  auth: jaAuth,
  avatar: jaAvatar,
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
  commutationTicket: jaCommutationTicket,
  about: jaAbout,
  ticketSearch: jaTicketSearch,
  ticketActingFor: jaTicketActingFor,
  ticketDecision: jaTicketDecision,
  ticketDesk: jaTicketDesk,
  colleague: jaColleague,
  comment: jaComment,
  profile: jaProfile,
  employeeChange: jaEmployeeChange,
  workingAddress: jaWorkingAddress,
  workingHistory: jaWorkingHistory,
  bankAccount: jaBankAccount,
  education: jaEducation,
  chatbot: jaChatbot,
  job: jaJob,
  payrollReport: jaPayrollReport,
} as const;
