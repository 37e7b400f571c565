import enAbout from "./en/about.json";
import enAudit from "./en/audit.json";
import enAuth from "./en/auth.json";
import enAvatar from "./en/avatar.json";
import enBackToTop from "./en/back-to-top.json";
import enBankAccount from "./en/bankAccount.json";
import enCampaign from "./en/campaign.json";
import enChatbot from "./en/chatbot.json";
import enColleague from "./en/colleague.json";
import enComment from "./en/comment.json";
import enCommon from "./en/common.json";
import enCommutationTicket from "./en/commutationTicket.json";
import enEducation from "./en/education.json";
import enEmployee from "./en/employee.json";
import enEmployeeChange from "./en/employeeChange.json";
import enErrors from "./en/errors.json";
import enHelp from "./en/help.json";
import enHome from "./en/home.json";
import enJob from "./en/job.json";
import enMenu from "./en/menu.json";
import enMenuAdmin from "./en/menu-admin.json";
import enNotification from "./en/notification.json";
import enPageView from "./en/page-view.json";
import enPayrollReport from "./en/payrollReport.json";
import enProfile from "./en/profile.json";
import enTicketActingFor from "./en/ticketActingFor.json";
import enTicketDecision from "./en/ticketDecision.json";
import enTicketDesk from "./en/ticketDesk.json";
import enTicketSearch from "./en/ticketSearch.json";
import enWorkingAddress from "./en/workingAddress.json";
import enWorkingHistory from "./en/workingHistory.json";

/** The English texts of every namespace: loaded as one chunk when the app starts in English or switches to it. */
export const enTexts = {
  common: enCommon,
  auth: enAuth,
  avatar: enAvatar,
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
  commutationTicket: enCommutationTicket,
  about: enAbout,
  ticketSearch: enTicketSearch,
  ticketActingFor: enTicketActingFor,
  ticketDecision: enTicketDecision,
  ticketDesk: enTicketDesk,
  colleague: enColleague,
  comment: enComment,
  profile: enProfile,
  employeeChange: enEmployeeChange,
  workingAddress: enWorkingAddress,
  workingHistory: enWorkingHistory,
  bankAccount: enBankAccount,
  education: enEducation,
  chatbot: enChatbot,
  job: enJob,
  payrollReport: enPayrollReport,
} as const;
