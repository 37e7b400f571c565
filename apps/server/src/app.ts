import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps";
import type { Config } from "./config/env";
import type { Database } from "./db/database";
import { auditRoutes } from "./features/audit/audit.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { createDirectory } from "./features/auth/directory";
import { createSessionCheck } from "./features/auth/session-check";
import { ssoRoutes } from "./features/auth/sso.routes";
import { ssoConnectSources } from "./features/auth/sso.service";
import { createTokenService } from "./features/auth/token";
import { createDatabaseRevocationStore, createRedisRevocationStore } from "./features/auth/token-revocation";
import { bankAccountRoutes } from "./features/bank-account/bank-account.routes";
import { campaignRoutes } from "./features/campaign/campaign.routes";
import { chatbotRoutes } from "./features/chatbot/chatbot.routes";
import { commentRoutes } from "./features/comment/comment.routes";
import { commutationTicketRoutes } from "./features/commutation-ticket/commutation-ticket.routes";
import { evidenceRoutes } from "./features/commutation-ticket/evidence.routes";
import { payrollReportRoutes } from "./features/commutation-ticket/payroll-report.routes";
import { sectionFareRoutes } from "./features/commutation-ticket/section-fare.routes";
import { ticketActingForRoutes } from "./features/commutation-ticket/ticket-acting-for.routes";
import { ticketDelegationRoutes } from "./features/commutation-ticket/ticket-delegation.routes";
import { ticketReviewRoutes } from "./features/commutation-ticket/ticket-review.routes";
import { configRoutes } from "./features/config/config.routes";
import { employeeRoutes } from "./features/employee/employee.routes";
import { employeeMasterRoutes } from "./features/employee/employee-master.routes";
import { employeeAvatarRoutes } from "./features/employee-avatar/employee-avatar.routes";
import { employeeChangeRoutes } from "./features/employee-change/employee-change.routes";
import { employeeEducationRoutes } from "./features/employee-education/employee-education.routes";
import { healthRoutes } from "./features/health/health.routes";
import { helpRoutes } from "./features/help/help.routes";
import { jobRoutes } from "./features/job/job.routes";
import { createJobRunner } from "./features/job/job-runner";
import type { JobRunner } from "./features/job/job-runner.types";
import { leaveRoutes } from "./features/leave/leave.routes";
import { summerVacationRoutes } from "./features/leave/summer-vacation.routes";
import { mailRoutes } from "./features/mail/mail.routes";
import { createMailer } from "./features/mail/mail.service";
import { menuRoutes } from "./features/menu/menu.routes";
import { notificationRoutes } from "./features/notification/notification.routes";
import { openApiRoutes } from "./features/openapi/openapi.routes";
import { pageViewRoutes } from "./features/page-view/page-view.routes";
import { createJobBatchMonitor } from "./features/realtime/batch-monitor";
import { authenticateEngine } from "./features/realtime/hub-auth";
import { registerHubs, type SeatBoard } from "./features/realtime/hubs";
import { createRealtime } from "./features/realtime/realtime";
import { createSessionSweep } from "./features/realtime/session-sweep";
import { socketConnectSources } from "./features/realtime/socket-origin";
import { workingAddressRoutes } from "./features/working-address/working-address.routes";
import { workingHistoryRoutes } from "./features/working-history/working-history.routes";
import { zipCodeRoutes } from "./features/zip-code/zip-code.routes";
import { createClientAddress } from "./lib/client-address";
import { type Clock, systemClock } from "./lib/clock";
import { createRedis } from "./lib/redis";
import { withRequestLog } from "./lib/request-log";
import { apiCachingPlugin } from "./plugins/api-caching";
import { authenticatePlugin } from "./plugins/authenticate";
import {
  capConnectionsPerAddress,
  forwardedRequestCapPlugin,
  timeoutCheckIntervalMs,
} from "./plugins/connection-limits";
import { errorHandlerPlugin, frameworkErrorHandler } from "./plugins/error-handler";
import { queryCountPlugin } from "./plugins/query-count";
import { parseQueryString, queryStringPlugin } from "./plugins/query-string";
import { requestLanguagePlugin } from "./plugins/request-language";
import { requestLinesPlugin } from "./plugins/request-lines";
import { requestMemoPlugin } from "./plugins/request-memo";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { zodValidatorCompiler } from "./plugins/validation";
import { webAppPlugin } from "./plugins/web-app";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** The time source; tests pass one they control. */
  clock?: Clock;
  /** Where the seat hub reads floor plans; none exist until seat management is built. */
  seats?: SeatBoard;
}

/** Builds the app: external plugins, then app plugins, then features. Does not listen. */
export async function buildApp({ config, database, logger, clock = systemClock, seats }: BuildAppOptions) {
  const app = Fastify({
    logger: withRequestLog(logger ?? { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    // A hop count becomes a function: Fastify's types take booleans, strings and lists only.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
    // A client that trickles its request, or holds a connection doing nothing, is cut off.
    requestTimeout: config.connections.requestTimeoutMs,
    connectionTimeout: config.connections.idleTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      connectionsCheckingInterval: timeoutCheckIntervalMs(config.connections),
    },
    frameworkErrors: frameworkErrorHandler,
    // One line per request, when it is answered (plugins/request-lines.ts), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { querystringParser: parseQueryString },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const clientAddress = createClientAddress(config.trustProxy);
  const maxPerAddress = config.connections.maxPerAddress;
  capConnectionsPerAddress(app.server, { maxPerAddress, clientAddress });
  const realtime = createRealtime(app.server, {
    redisUrl: config.redisUrl,
    logger: app.log,
    clientAddress,
    maxConnectionsPerAddress: maxPerAddress,
    joinTimeoutMs: config.connections.realtimeJoinTimeoutMs,
  });
  const revocations = redis
    ? createRedisRevocationStore(redis, clock)
    : createDatabaseRevocationStore(database.db, clock);
  const deps: Omit<AppDeps, "jobs"> & { jobs?: JobRunner } = {
    config,
    db: database.db,
    databaseKind: database.kind,
    tokens: createTokenService(config.tokenSecret, config.tokenTtlSeconds, clock),
    clock,
    revocations,
    sessions: createSessionCheck({
      db: database.db,
      revocations,
      isShared: redis !== undefined,
      onInactive: (employeeId) => realtime.disconnectEmployees([employeeId]),
    }),
    directory: config.directory ? createDirectory(config.directory) : undefined,
    redis,
    realtime,
    batches: createJobBatchMonitor(database.db, clock, config),
    mailer: createMailer({ config, db: database.db, clock, log: app.log }),
  };
  // The runner runs jobs with the app's dependencies, itself among them.
  deps.jobs = createJobRunner(deps as AppDeps, app.log);
  app.decorate("deps", deps as AppDeps);
  registerHubs(realtime, app.deps, app.log, seats);
  authenticateEngine(realtime, app.deps);
  // Inactive employees: read before the app serves, then every SESSION_CHECK_SECONDS.
  const sessionSweep = createSessionSweep(app.deps, app.log);
  app.addHook("onReady", () => sessionSweep.start());
  // Before the HTTP server closes: upgraded sockets would otherwise hold its close open.
  app.addHook("preClose", async () => {
    await sessionSweep.stop();
    await app.deps.jobs.stop();
    await realtime.close();
  });
  app.addHook("onClose", async () => {
    await app.deps.mailer.close();
    await redis?.quit();
    await database.close();
  });

  // First, so that every later hook and handler runs inside the request's tally and memo.
  if (config.queryCountHeader) await app.register(queryCountPlugin);
  await app.register(requestMemoPlugin);
  await app.register(requestLinesPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables in <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Our own origin (Socket.IO included) and the SSO issuer: no other host.
        connectSrc: ["'self'", ...socketConnectSources(config.publicUrl), ...ssoConnectSources(config)],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The app has no <base> element; nothing injected may move relative URLs elsewhere.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Answers under 4 KiB go as they are: compressing one costs more time (a stream per answer) than
  // sending its few extra bytes saves. The web app's files come compressed from the build.
  await app.register(compress, { global: true, threshold: 4096 });
  await app.register(apiCachingPlugin, { prefixes: ["/api", config.chatbot.basePath] });
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(forwardedRequestCapPlugin, { maxPerAddress, clientAddress });
  await app.register(queryStringPlugin);

  await app.register(async (api) => {
    await api.register(rateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: "portal:rate-limit:" }),
    });
    await api.register(authenticatePlugin, { tokens: deps.tokens, sessions: deps.sessions });
    await api.register(healthRoutes);
    await api.register(configRoutes);
    await api.register(authRoutes);
    await api.register(ssoRoutes);
    await api.register(auditRoutes);
    await api.register(openApiRoutes);
    await api.register(menuRoutes);
    await api.register(employeeRoutes);
    await api.register(employeeAvatarRoutes);
    await api.register(employeeMasterRoutes);
    await api.register(employeeChangeRoutes);
    await api.register(employeeEducationRoutes);
    await api.register(workingAddressRoutes);
    await api.register(workingHistoryRoutes);
    await api.register(campaignRoutes);
    await api.register(pageViewRoutes);
    await api.register(notificationRoutes);
    await api.register(commutationTicketRoutes);
    await api.register(evidenceRoutes);
    await api.register(ticketReviewRoutes);
    await api.register(ticketActingForRoutes);
    await api.register(ticketDelegationRoutes);
    await api.register(payrollReportRoutes);
    await api.register(sectionFareRoutes);
    await api.register(leaveRoutes);
    await api.register(summerVacationRoutes);
    await api.register(zipCodeRoutes);
    await api.register(commentRoutes);
    await api.register(helpRoutes);
    await api.register(jobRoutes);
    await api.register(bankAccountRoutes);
    await api.register(chatbotRoutes);
    await api.register(mailRoutes);
  });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
