import path from 'node:path'

/** Demo values: fine on a laptop, refused when NODE_ENV=production. */
export const DEMO_SECRETS = {
  tokenSecret: 'demo-token-secret-change-me',
  autoLoginIssuerKey: 'demo-auto-login-issuer-key',
  twoFactorKey: 'demo-two-factor-key-change-me',
} as const

const int = (name: string, fallback: number, env: NodeJS.ProcessEnv): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} harus berupa bilangan bulat positif (diberikan: ${raw})`)
  return n
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production'
  const config = {
    production,
    port: int('PORT', 3000, env),
    host: env.HOST || '0.0.0.0',
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`,
    /** The group (code) a merchant's self-registration joins when it names no referral code; empty: the first active group. */
    registrationGroupCode: env.REGISTRATION_GROUP_CODE || '',
    databaseUrl: env.DATABASE_URL || '',
    /** A streaming replica of DATABASE_URL: reports, dashboards and exports read there (issue 20 item 3). */
    databaseReadUrl: env.DATABASE_READ_URL || '',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    tokenSecret: env.TOKEN_SECRET || DEMO_SECRETS.tokenSecret,
    autoLoginIssuerKey: env.AUTO_LOGIN_ISSUER_KEY || DEMO_SECRETS.autoLoginIssuerKey,
    /** Encrypts authenticator secrets and keys the recovery-code hashes (separate from TOKEN_SECRET). */
    twoFactorKey: env.TWO_FACTOR_KEY || DEMO_SECRETS.twoFactorKey,
    twoFactorChallengeTtlSeconds: int('TWO_FACTOR_CHALLENGE_TTL_SECONDS', 300, env),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    /** Transactions the demo seed generates over the last 90 days. */
    demoTransactions: int('DEMO_TRANSACTIONS', 200_000, env),
    sessionTtlMinutes: int('SESSION_TTL_MINUTES', 12 * 60, env),
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 120, env),
    /** How long a process may reuse a session and its segment's access without a change announced; 0 = off. */
    accessCacheSeconds: int('ACCESS_CACHE_SECONDS', 30, env),
    autoLoginTtlSeconds: int('AUTO_LOGIN_TTL_SECONDS', 120, env),
    passwordTokenTtlMinutes: int('PASSWORD_TOKEN_TTL_MINUTES', 60, env),
    /** Consecutive failures of one account that lock it, and for how long. */
    loginMaxFailures: int('LOGIN_MAX_FAILURES', 5, env),
    loginLockMinutes: int('LOGIN_LOCK_MINUTES', 15, env),
    /**
     * The sign-in throttle of one (address, username) pair (server/areas/auth/login-throttle.ts): this
     * many failures are answered at once; after each further one the pair waits the base delay, doubled
     * per failure, at most the maximum. Failures older than the window are forgotten.
     */
    loginThrottleFreeFailures: int('LOGIN_THROTTLE_FREE_FAILURES', 5, env),
    loginThrottleBaseSeconds: int('LOGIN_THROTTLE_BASE_SECONDS', 1, env),
    loginThrottleMaxSeconds: int('LOGIN_THROTTLE_MAX_SECONDS', 900, env),
    loginThrottleWindowMinutes: int('LOGIN_THROTTLE_WINDOW_MINUTES', 1440, env),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, env),
    /**
     * On PostgreSQL, how often an instance adds its calls to the shared rate-limit counters (0: every call, exact;
     * server/ops/rate-limit-store.ts).
     */
    rateLimitSyncMs: int('RATE_LIMIT_SYNC_MS', 1_000, env),
    /** A report's totals from raw rows (a filter the daily rollup cannot answer) stop after this long. */
    rawTotalsTimeoutMs: int('RAW_TOTALS_TIMEOUT_MS', 20_000, env),
    /**
     * How often this process folds the rollup delta into the rollups (server/areas/transactions/rollups/fold.ts);
     * 0 = never (another process folds). Figures are exact either way; this keeps the delta small.
     */
    rollupFoldMs: int('ROLLUP_FOLD_MS', 1_000, env),
    /** How often expired ledger holds are voided (server/areas/ledger/holds.ts); 0 turns the sweep off. */
    holdSweepMs: int('LEDGER_HOLD_SWEEP_MS', 30_000, env),
    /**
     * The help centre's complaints (docs/ARCHITECTURE.md "Help centre"): how often tickets past their SLA are
     * escalated to the supervisor (0: never), and the public holidays (`YYYY-MM-DD,…`, WIB) the SLA does not count.
     */
    helpEscalationMs: int('HELP_ESCALATION_MS', 60_000, env),
    helpHolidays: env.HELP_HOLIDAYS || '',
    /** How often each process's worker looks for a background job (docs/ARCHITECTURE.md "Background jobs"); 0: never. */
    jobPollMs: int('JOB_POLL_MS', 1_000, env),
    /**
     * Failed attempts of a job wait before the next: this, doubled per attempt (docs/ARCHITECTURE.md "Background
     * jobs"), at most JOB_RETRY_MAX_MS.
     */
    jobRetryBaseMs: int('JOB_RETRY_BASE_MS', 10_000, env),
    jobRetryMaxMs: int('JOB_RETRY_MAX_MS', 15 * 60_000, env),
    /** On shutdown, how long the worker lets its running job finish before handing it back to the queue. */
    jobShutdownGraceMs: int('JOB_SHUTDOWN_GRACE_MS', 10_000, env),
    /** How often the cluster clears expired sessions, codes, challenges, throttle rows and old system jobs (once across instances). */
    housekeepingMs: int('HOUSEKEEPING_MS', 10 * 60_000, env),
    /**
     * How often the history's monthly partitions are made ahead and old ones detached (server/ops/history-partitions.ts;
     * once across instances; 0: never).
     */
    historyPartitionsMs: int('HISTORY_PARTITIONS_MS', 6 * 3_600_000, env),
    /** How many WIB months after this one have their partitions ready. */
    historyMonthsAhead: int('HISTORY_MONTHS_AHEAD', 3, env),
    /** Months of history kept attached besides this one; older months are detached, never deleted (0: keep all). */
    historyRetentionMonths: int('HISTORY_RETENTION_MONTHS', 0, env),
    /** On SIGTERM, how long in-flight requests and the running job may take before the process exits anyway. */
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 30_000, env),
    /** Statements slower than this are logged with the request's id (0: none). */
    slowQueryMs: int('SLOW_QUERY_MS', 500, env),
    /** The bearer key of GET /metrics (Prometheus); empty: the route does not exist. */
    metricsKey: env.METRICS_KEY || '',
    /** An export counts its rows for the progress bar at most this long, then starts without the count. */
    exportCountBudgetMs: int('EXPORT_COUNT_BUDGET_MS', 3_000, env),
    /** Answer delay of the demo's simulated transaction host (sync transaction). */
    syncHostLatencyMs: int('SYNC_HOST_LATENCY_MS', 150, env),
    /** Answer delay of the demo's simulated biller host (Biller Helper). */
    billerHostLatencyMs: int('BILLER_HOST_LATENCY_MS', 400, env),
    /** Answer delay of the demo's simulated bank (corporate wallet: inquiry, transfer, advice). */
    simBankDelayMs: int('SIM_BANK_DELAY_MS', 80, env),
    /** How long a biller inquiry waits for the host before answering RC 68 (timeout). */
    billerInquiryTimeoutMs: int('BILLER_INQUIRY_TIMEOUT_MS', 10_000, env),
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.MAIL_FROM || 'MINT Dashboard <no-reply@mint.local>',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    bootstrapAdmin: {
      username: env.ADMIN_USERNAME || '',
      email: env.ADMIN_EMAIL || '',
      password: env.ADMIN_PASSWORD || '',
    },
  }
  if (production) {
    const demo: string[] = []
    if (config.tokenSecret === DEMO_SECRETS.tokenSecret) demo.push('TOKEN_SECRET')
    if (config.autoLoginIssuerKey === DEMO_SECRETS.autoLoginIssuerKey) demo.push('AUTO_LOGIN_ISSUER_KEY')
    if (config.twoFactorKey === DEMO_SECRETS.twoFactorKey) demo.push('TWO_FACTOR_KEY')
    if (demo.length > 0)
      throw new Error(
        `NODE_ENV=production menolak rahasia demo. Setel nilai sendiri untuk: ${demo.join(', ')}`,
      )
    if (config.tokenSecret.length < 32) throw new Error('TOKEN_SECRET minimal 32 karakter di production')
    if (config.twoFactorKey.length < 32) throw new Error('TWO_FACTOR_KEY minimal 32 karakter di production')
  }
  return config
}

export type Config = ReturnType<typeof loadConfig>
