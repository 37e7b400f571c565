// The checked configuration the app runs with (read from the environment by env.ts).

export interface Company {
  code: string;
  name: string;
}

export interface LoginPolicy {
  captchaMinutes: number;
  /** Failures of a user ID from one address (or on one known device) that count as a lockout. */
  failureThreshold: number;
  /** The longest wait between two tries of a user ID from one address. */
  maxWaitMinutes: number;
  /** Password checks an account accepts an hour from clients it does not know. */
  checksPerHour: number;
  /** How long a browser or app stays a known device after its last sign-in. */
  deviceDays: number;
  ratePerMinute: number;
  accountForm: boolean;
  alternativePassword: boolean;
}

/** The corporate LDAP directory that checks corporate passwords by a bind. */
export interface DirectoryConfig {
  url: string;
  bindDn: string | undefined;
  bindPassword: string | undefined;
  baseDn: string;
  /** LDAP filter with {{userId}}, e.g. (uid={{userId}}) or (sAMAccountName={{userId}}). */
  userFilter: string;
}

/** Timeouts in milliseconds (see README, Operations). */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (a trickled body is cut off). */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this. */
  headersTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleTimeoutMs: number;
  /** How long an idle keep-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Connections one client address may hold at once (HTTP and realtime). */
  maxPerAddress: number;
  /** A realtime connection must have joined a hub with a live token within this, or it is closed. */
  realtimeJoinTimeoutMs: number;
}

export interface SsoConfig {
  issuer: string;
  clientId: string;
  scope: string;
  isDefault: boolean;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  tokenSecret: string;
  tokenTtlSeconds: number;
  productTitle: string;
  company: Company;
  hotlineEmail: string;
  complianceHotlineEmail: string;
  logLevel: string;
  webDistDir: string;
  /** Seed the demo company into an empty database at start-up. */
  seedDemo: boolean;
  /** Send X-Query-Count (statements the request ran) on every answer; for the bench, off by default. */
  queryCountHeader: boolean;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** How long a client may take to send a request, and how many connections one address may hold. */
  connections: ConnectionLimits;
  /** How often each instance re-reads which employees are no longer active, seconds. */
  sessionCheckSeconds: number;
  login: LoginPolicy;
  captchaHmacKey: string;
  /** ALTCHA difficulty: PBKDF2 iterations per try and the largest secret counter. */
  captcha: { cost: number; counterMax: number };
  directory: DirectoryConfig | undefined;
  sso: SsoConfig | undefined;
  /** Offer the Navi chat assistant (its floating button). */
  naviEnabled: boolean;
  chatbot: {
    /** Where the chat service's calls are served (the web reads it from the client config). */
    basePath: string;
    /** An OpenAI-compatible API that turns messages into commands; the rules alone without it. */
    llm: { url: string; key: string | undefined; model: string | undefined } | undefined;
  };
  commuting: {
    /** Company default monthly commuting allowance limit, yen (an employee's own wins). */
    allowanceLimit: number;
    /** How many days back a new ticket may start. */
    backdateDays: number;
    /** Date ranges a new ticket may not start in (e.g. a payroll lock window). */
    lockedDates: { from: string; to: string }[];
    /** Days a decision may wait before whoever holds it is reminded (again every as many days); 0: never. */
    reminderDays: number;
    /** Days before a pass ends that its owner is reminded to continue it; 0: never. */
    passExpiryReminderDays: number;
    /** Day of the month (1–28) the payroll report is generated. */
    payrollReportDay: number;
  };
  jobs: {
    /** Run the scheduled jobs on this instance (the jobs page's run-now works either way). */
    enabled: boolean;
    /** How often the embedded scheduler looks for due jobs and shows a sign of life, seconds. */
    tickSeconds: number;
  };
  /** Uploads this instance reads and checks at once, per user and in all; more get 429. */
  uploads: { perUser: number; total: number };
  mail: {
    /** SMTP server; without it e-mail stays in the outbox that administrators read. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** The portal's address as people open it: links in e-mail start with it. */
  publicUrl: string;
}
