import { PLATFORM_TENANT } from "../contract/admin/systenant";

/** The simulator's security and business limits, each in one place. */
export const MINUTE_MS = 60_000;

/**
 * Failed password logins from one source (IP) before that source is locked out of the account,
 * and for how long (Spring's LockedException). Other sources are only slowed down: past
 * MAX_FAILED_LOGINS failures of the account from anywhere, each attempt waits a delay that
 * doubles from ACCOUNT_DELAY_BASE_MS up to ACCOUNT_DELAY_MAX_MS.
 */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 10 * MINUTE_MS;
export const ACCOUNT_DELAY_BASE_MS = 250;
export const ACCOUNT_DELAY_MAX_MS = 8_000;

/** Token requests per IP per minute. */
export const TOKEN_REQUESTS_PER_MINUTE = 20;
/** Public account calls (SMS, captcha compare, register, password retrieval) per IP per minute. */
export const PUBLIC_ACCOUNT_CALLS_PER_MINUTE = 30;
/** Public HS-code open-API calls per IP per minute: a lookup box searches as the visitor types. */
export const OPEN_API_CALLS_PER_MINUTE = 120;
/**
 * How long a verified open-API credential is believed without bcrypt again, and how many such
 * credentials are remembered (oldest out): a search must not pay ~50 ms of bcrypt each time.
 */
export const OPEN_API_VERIFIED_TTL_MS = MINUTE_MS;
export const OPEN_API_VERIFIED_KEPT = 1_000;

export const IMAGE_CAPTCHA_TTL_MS = 5 * MINUTE_MS;
export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
export const SMS_RESEND_MS = 60_000;
export const RESET_CODE_TTL_MS = 15 * MINUTE_MS;
/** Wrong answers a captcha, SMS or reset code takes before it is dead. */
export const MAX_CODE_ATTEMPTS = 5;

/** bcrypt cost for passwords the simulator hashes (DESIGN §7: at least 10). */
export const BCRYPT_COST = 10;
/** Bytes of randomness in an access or refresh token (DESIGN §7: at least 32). */
export const TOKEN_BYTES = 32;
/** lastSeen is written at most this often per token, to keep reads cheap. */
export const LAST_SEEN_RESOLUTION_MS = 15_000;

/** The default tenant (PROVIDER-API.md "Seed facts"), used when a public call names none. */
export const DEFAULT_TENANT_CODE = "10001";
/**
 * The tenant that runs the platform (the contract's PLATFORM_TENANT): only its administrators
 * write data shared by every tenant, and that data's audit rows are kept in its log (decision 0014).
 */
export const PLATFORM_TENANT_CODE = PLATFORM_TENANT;
export const ADMIN_ROLE = "ROLE_ADMIN";
export const FALLBACK_DEFAULT_ROLE = "ROLE_AGENT";

/** sys_param keys the account services read, per tenant. */
export const PARAM_DEFAULT_ROLE = "account.defaultRole";
export const PARAM_INIT_PASSWORD = "account.initPassword";
