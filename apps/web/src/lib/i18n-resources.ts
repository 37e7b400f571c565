import enAbout from "../locales/en/about.json";
import enAudit from "../locales/en/audit.json";
import enAuth from "../locales/en/auth.json";
import enAvatar from "../locales/en/avatar.json";
import enBackToTop from "../locales/en/back-to-top.json";
import enBankAccount from "../locales/en/bankAccount.json";
import enCampaign from "../locales/en/campaign.json";
import enChatbot from "../locales/en/chatbot.json";
import enColleague from "../locales/en/colleague.json";
import enComment from "../locales/en/comment.json";
import enCommon from "../locales/en/common.json";
import enCommutationTicket from "../locales/en/commutationTicket.json";
import enEducation from "../locales/en/education.json";
import enEmployee from "../locales/en/employee.json";
import enEmployeeChange from "../locales/en/employeeChange.json";
import enErrors from "../locales/en/errors.json";
import enHelp from "../locales/en/help.json";
import enHome from "../locales/en/home.json";
import enMenu from "../locales/en/menu.json";
import enMenuAdmin from "../locales/en/menu-admin.json";
import enNotification from "../locales/en/notification.json";
import enPageView from "../locales/en/page-view.json";
import enProfile from "../locales/en/profile.json";
import enTicketActingFor from "../locales/en/ticketActingFor.json";
import enTicketDecision from "../locales/en/ticketDecision.json";
import enTicketDesk from "../locales/en/ticketDesk.json";
import enTicketSearch from "../locales/en/ticketSearch.json";
import enWorkingAddress from "../locales/en/workingAddress.json";
import enWorkingHistory from "../locales/en/workingHistory.json";
import jaAbout from "../locales/ja/about.json";
import jaAudit from "../locales/ja/audit.json";
import jaAuth from "../locales/ja/auth.json";
import jaAvatar from "../locales/ja/avatar.json";
import jaBackToTop from "../locales/ja/back-to-top.json";
import jaBankAccount from "../locales/ja/bankAccount.json";
import jaCampaign from "../locales/ja/campaign.json";
import jaChatbot from "../locales/ja/chatbot.json";
import jaColleague from "../locales/ja/colleague.json";
import jaComment from "../locales/ja/comment.json";
import jaCommon from "../locales/ja/common.json";
import jaCommutationTicket from "../locales/ja/commutationTicket.json";
import jaEducation from "../locales/ja/education.json";
import jaEmployee from "../locales/ja/employee.json";
import jaEmployeeChange from "../locales/ja/employeeChange.json";
import jaErrors from "../locales/ja/errors.json";
import jaHelp from "../locales/ja/help.json";
import jaHome from "../locales/ja/home.json";
import jaMenu from "../locales/ja/menu.json";
import jaMenuAdmin from "../locales/ja/menu-admin.json";
import jaNotification from "../locales/ja/notification.json";
import jaPageView from "../locales/ja/page-view.json";
import jaProfile from "../locales/ja/profile.json";
import jaTicketActingFor from "../locales/ja/ticketActingFor.json";
import jaTicketDecision from "../locales/ja/ticketDecision.json";
import jaTicketDesk from "../locales/ja/ticketDesk.json";
import jaTicketSearch from "../locales/ja/ticketSearch.json";
import jaWorkingAddress from "../locales/ja/workingAddress.json";
import jaWorkingHistory from "../locales/ja/workingHistory.json";
import viChatbot from "../locales/vi/chatbot.json";

/** Bundled translations: one namespace per feature, the same namespaces in en and ja. */
export const resources = {
  en: {
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
  },
  ja: {
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
  },
  // The chat assistant alone also speaks Vietnamese (spec: chatbot en, ja, vi); the app stays en/ja.
  vi: {
    chatbot: viChatbot,
  },
} as const;

export const defaultNamespace = "common";

export const namespaces = [
  "common",
  "auth",
  "avatar",
  "home",
  "employee",
  "errors",
  "audit",
  "campaign",
  "menu",
  "menu-admin",
  "help",
  "page-view",
  "back-to-top",
  "notification",
  "commutationTicket",
  "about",
  "ticketDesk",
  "ticketSearch",
  "ticketDecision",
  "ticketActingFor",
  "colleague",
  "comment",
  "profile",
  "employeeChange",
  "workingAddress",
  "workingHistory",
  "bankAccount",
  "education",
  "chatbot",
] as const satisfies readonly (keyof (typeof resources)["en"])[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)["en"];
  }
}
