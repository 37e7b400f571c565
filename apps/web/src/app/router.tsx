import { menuScreens } from "@portal/contract/menu/menu.constants";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { PageLoader } from "../components/ui/page-loader";
import { ssoCallbackPath } from "../features/auth/sso/sso-paths";
import { prefetchCurrentCampaign } from "../features/campaign/api/get-current-campaign";
import { ticketPaths } from "../features/commutation-ticket/ticket-paths";
import { pageViewReportPath } from "../features/page-view/page-view-paths";
import { mobileAppSegment } from "../lib/mobile-app-view";
import { paths } from "../lib/paths";
import { RequireSession } from "./layouts/require-session";
import { RootLayout } from "./layouts/root-layout";
import type { RouteHandle } from "./page-title";
import { FatalErrorPage } from "./pages/fatal-error-page";

const loginHandle: RouteHandle = { title: (t) => t("auth:login.title") };
const homeHandle: RouteHandle = {
  title: (t) => t("home:title"),
  // The campaign banner is Home's largest picture: its data and image load beside Home's code.
  prefetch: prefetchCurrentCampaign,
};
const mykintaiHomeHandle: RouteHandle = { title: (t) => t("home:title") };
const notFoundHandle: RouteHandle = { title: (t) => t("errors:notFound.title") };
const sessionExpiredHandle: RouteHandle = { title: (t) => t("errors:sessionExpired.title") };
const helpHandle: RouteHandle = { title: (t) => t("help:title") };
const menuAdminHandle: RouteHandle = { title: (t) => t("menu-admin:title") };
const mainLayout = async () => ({ Component: (await import("./layouts/main-layout")).MainLayout });
const notFoundPage = async () => ({ Component: (await import("./pages/not-found-page")).NotFoundPage });
const helpPage = async () => ({ Component: (await import("./pages/help-page")).HelpPage });
const helpEditorsHandle: RouteHandle = { title: (t) => t("help:editors.title") };
const helpEditorsPage = async () => ({
  Component: (await import("../features/help/components/help-editors")).HelpEditors,
});
const signInAuditHandle: RouteHandle = { title: (t) => t("audit:title") };
const campaignDetailHandle: RouteHandle = { title: (t) => t("campaign:detail.title") };
const campaignAdminHandle: RouteHandle = { title: (t) => t("campaign:admin.title") };
const pageViewReportHandle: RouteHandle = { title: (t) => t("page-view:title") };
const notificationSendHandle: RouteHandle = { title: (t) => t("notification:send.title") };
const commutingTicketHandle: RouteHandle = { title: (t) => t("commutation-ticket:title") };
const ticketFormHandle: RouteHandle = { title: (t) => t("commutation-ticket:formTitle.request") };
const ticketEditHandle: RouteHandle = { title: (t) => t("commutation-ticket:formTitle.edit") };
const ticketCancelHandle: RouteHandle = { title: (t) => t("commutation-ticket:cancel.title") };
const ticketDetailHandle: RouteHandle = { title: (t) => t("commutation-ticket:detail.title") };
const ticketLeaderQueueHandle: RouteHandle = { title: (t) => t("commutation-ticket:leaderQueue.title") };
const ticketHrDeskHandle: RouteHandle = { title: (t) => t("commutation-ticket-desk:title") };
const ticketApproverQueueHandle: RouteHandle = {
  title: (t) => t("commutation-ticket-decision:approverQueue.title"),
};
const ticketDelegationHandle: RouteHandle = {
  title: (t) => t("commutation-ticket-decision:delegation.title"),
};
const ticketActingForHandle: RouteHandle = { title: (t) => t("commutation-ticket-acting-for:title") };
const stationAdminHandle: RouteHandle = { title: (t) => t("commutation-ticket:stations.title") };
const aboutHandle: RouteHandle = { title: (t) => t("about:title") };
const colleaguesHandle: RouteHandle = { title: (t) => t("colleague:title") };
const profileHandle: RouteHandle = { title: (t) => t("menu:profile") };
const workingAddressHandle: RouteHandle = { title: (t) => t("menu:workingAddress") };
const employeeChangeHrHandle: RouteHandle = { title: (t) => t("menu:employeeChangeHr") };
const jobsHandle: RouteHandle = { title: (t) => t("job:title") };
const apiReferenceHandle: RouteHandle = { title: (t) => t("openapi:title") };
const payrollReportsHandle: RouteHandle = { title: (t) => t("commutation-ticket-payroll-report:title") };
const leaveHandle: RouteHandle = { title: (t) => t("leave:title") };
const leaveLeaderHandle: RouteHandle = { title: (t) => t("leave:queue.leaderTitle") };
const leaveHrHandle: RouteHandle = { title: (t) => t("leave:queue.hrTitle") };
const leaveRequestHandle: RouteHandle = { title: (t) => t("leave:detail.title") };
const ticketFormPage = async () => ({ Component: (await import("./pages/ticket-form-page")).TicketFormPage });

/** The route table of the web app; every screen's code is loaded on first visit. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: FatalErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { path: "/", element: <Navigate to={paths.home} replace /> },
      {
        path: paths.login,
        handle: loginHandle,
        lazy: async () => ({ Component: (await import("./pages/login-page")).LoginPage }),
      },
      {
        path: ssoCallbackPath,
        handle: loginHandle,
        lazy: async () => ({ Component: (await import("./pages/sso-callback-page")).SsoCallbackPage }),
      },
      {
        path: paths.sessionExpired,
        handle: sessionExpiredHandle,
        lazy: async () => ({ Component: (await import("./pages/session-expired-page")).SessionExpiredPage }),
      },
      // The mobile-app view sits inside the main layout without the login requirement (spec).
      {
        path: `/${mobileAppSegment}`,
        lazy: mainLayout,
        children: [
          // Its home asks for a session (sign-in, then back here); an unknown path stays the
          // mobile not-found without one.
          {
            Component: RequireSession,
            children: [
              {
                index: true,
                handle: mykintaiHomeHandle,
                lazy: async () => ({
                  Component: (await import("./pages/mykintai-home-page")).MykintaiHomePage,
                }),
              },
            ],
          },
          { path: "*", handle: notFoundHandle, lazy: notFoundPage },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: async () => ({ Component: (await import("./layouts/help-layout")).HelpLayout }),
            children: [
              { path: paths.help, handle: helpHandle, lazy: helpPage },
              { path: paths.helpEditors, handle: helpEditorsHandle, lazy: helpEditorsPage },
              { path: `${paths.help}/:feature/:function/:order`, handle: helpHandle, lazy: helpPage },
              { path: `${paths.help}/:feature/:function/:order/edit`, handle: helpHandle, lazy: helpPage },
            ],
          },
          {
            lazy: mainLayout,
            children: [
              {
                path: paths.home,
                handle: homeHandle,
                lazy: async () => ({ Component: (await import("./pages/home-page")).HomePage }),
              },
              {
                path: paths.menuAdmin,
                handle: menuAdminHandle,
                lazy: async () => ({ Component: (await import("./pages/menu-admin-page")).MenuAdminPage }),
              },
              {
                path: menuScreens.apiReference,
                handle: apiReferenceHandle,
                lazy: async () => ({
                  Component: (await import("./pages/api-reference-page")).ApiReferencePage,
                }),
              },
              {
                path: paths.signInAudit,
                handle: signInAuditHandle,
                lazy: async () => ({
                  Component: (await import("./pages/sign-in-audit-page")).SignInAuditPage,
                }),
              },
              {
                path: `${paths.campaignDetail}/:id?`,
                handle: campaignDetailHandle,
                lazy: async () => ({
                  Component: (await import("./pages/campaign-detail-page")).CampaignDetailPage,
                }),
              },
              {
                path: paths.campaignAdmin,
                handle: campaignAdminHandle,
                lazy: async () => ({
                  Component: (await import("./pages/campaign-admin-page")).CampaignAdminPage,
                }),
              },
              {
                path: pageViewReportPath,
                handle: pageViewReportHandle,
                lazy: async () => ({
                  Component: (await import("./pages/page-view-report-page")).PageViewReportPage,
                }),
              },
              {
                path: paths.notificationSend,
                handle: notificationSendHandle,
                lazy: async () => ({
                  Component: (await import("./pages/notification-send-page")).NotificationSendPage,
                }),
              },
              {
                path: paths.about,
                handle: aboutHandle,
                lazy: async () => ({ Component: (await import("./pages/about-page")).AboutPage }),
              },
              {
                path: menuScreens.colleagues,
                handle: colleaguesHandle,
                lazy: async () => ({ Component: (await import("./pages/colleagues-page")).ColleaguesPage }),
              },
              {
                path: menuScreens.profile,
                handle: profileHandle,
                lazy: async () => ({ Component: (await import("./pages/profile-page")).ProfilePage }),
              },
              {
                path: menuScreens.workingAddress,
                handle: workingAddressHandle,
                lazy: async () => ({
                  Component: (await import("./pages/working-address-page")).WorkingAddressPage,
                }),
              },
              {
                path: menuScreens.jobs,
                handle: jobsHandle,
                lazy: async () => ({ Component: (await import("./pages/jobs-page")).JobsPage }),
              },
              {
                path: menuScreens.payrollReports,
                handle: payrollReportsHandle,
                lazy: async () => ({
                  Component: (await import("./pages/payroll-reports-page")).PayrollReportsPage,
                }),
              },
              {
                path: menuScreens.leave,
                handle: leaveHandle,
                lazy: async () => ({ Component: (await import("./pages/leave-page")).LeavePage }),
              },
              {
                path: menuScreens.leaveLeaderQueue,
                handle: leaveLeaderHandle,
                lazy: async () => ({
                  Component: (await import("./pages/leave-leader-page")).LeaveLeaderPage,
                }),
              },
              {
                path: menuScreens.leaveHrDesk,
                handle: leaveHrHandle,
                lazy: async () => ({ Component: (await import("./pages/leave-hr-page")).LeaveHrPage }),
              },
              {
                path: `${menuScreens.leave}/request/:id`,
                handle: leaveRequestHandle,
                lazy: async () => ({
                  Component: (await import("./pages/leave-request-page")).LeaveRequestPage,
                }),
              },
              {
                path: menuScreens.employeeChangeHr,
                handle: employeeChangeHrHandle,
                lazy: async () => ({
                  Component: (await import("./pages/employee-change-hr-page")).EmployeeChangeHrPage,
                }),
              },
              {
                path: ticketPaths.route,
                handle: commutingTicketHandle,
                lazy: async () => ({
                  Component: (await import("./pages/commuting-ticket-page")).CommutingTicketPage,
                }),
              },
              { path: ticketPaths.newPattern, handle: ticketFormHandle, lazy: ticketFormPage },
              { path: ticketPaths.editPattern, handle: ticketEditHandle, lazy: ticketFormPage },
              {
                path: ticketPaths.cancelPattern,
                handle: ticketCancelHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-cancel-page")).TicketCancelPage,
                }),
              },
              {
                path: ticketPaths.leaderQueue,
                handle: ticketLeaderQueueHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-leader-queue-page")).TicketLeaderQueuePage,
                }),
              },
              {
                path: ticketPaths.hrDesk,
                handle: ticketHrDeskHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-hr-desk-page")).TicketHrDeskPage,
                }),
              },
              {
                path: ticketPaths.actingForPattern,
                handle: ticketActingForHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-acting-for-page")).TicketActingForPage,
                }),
              },
              {
                path: ticketPaths.approverQueue,
                handle: ticketApproverQueueHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-approver-queue-page")).TicketApproverQueuePage,
                }),
              },
              {
                path: ticketPaths.delegation,
                handle: ticketDelegationHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-delegation-page")).TicketDelegationPage,
                }),
              },
              {
                path: ticketPaths.stations,
                handle: stationAdminHandle,
                lazy: async () => ({
                  Component: (await import("./pages/station-admin-page")).StationAdminPage,
                }),
              },
              {
                path: ticketPaths.detailPattern,
                handle: ticketDetailHandle,
                lazy: async () => ({
                  Component: (await import("./pages/ticket-detail-page")).TicketDetailPage,
                }),
              },
            ],
          },
        ],
      },
      { path: "*", handle: notFoundHandle, lazy: notFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
