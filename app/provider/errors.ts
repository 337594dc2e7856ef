import type { z } from "zod";
import { resourceMessages } from "#contract/admin/resource";
import { oauthErrorSchema } from "#contract/auth";
import { orderMessages } from "#contract/business/messages";
import { declarationMessages } from "#contract/customs/declaration";
import { customsMessages } from "#contract/customs/messages";
import { DEFAULT_ERROR_MESSAGE, SESSION_EXPIRED_CODES, rawEnvelopeSchema } from "#contract/envelope";
import { providerMessages } from "#contract/messages";
import { fileMessages } from "#contract/file";
import { hkConsignmentMessages } from "#contract/hk/consignment";
import { hkTdecMessages } from "#contract/hk/tdec";
import { oauthErrors } from "#contract/oauth";
import { paths } from "#contract/paths";
import { usaMessages } from "#contract/usa/messages";

/** Texts for failures the provider cannot word itself; the app words them by error type. */
export const clientMessages = {
  unavailable: "the provider is unavailable, please try again later",
  timeout: "the provider did not answer in time",
  unexpectedFormat: "the provider answered in an unexpected format",
} as const;

interface Place {
  /** The envelope's status/code, else the HTTP status (503, 504, 502 for the client's own). */
  status: number;
  path: string;
}

/** A call the provider refused or could not serve; `message` is the text for the error toast. */
export class ProviderError extends Error {
  override name = "ProviderError";
  readonly status: number;
  readonly path: string;

  constructor(message: string | null | undefined, { status, path }: Place, options?: ErrorOptions) {
    super(message || DEFAULT_ERROR_MESSAGE, options);
    this.status = status;
    this.path = path;
  }
}

/** SPEC §8 codes 50008/50012/50014, a dead token, or HTTP 401: the user must log in again. */
export class SessionExpiredError extends ProviderError {
  override name = "SessionExpiredError";
}

/** The token endpoint refused the credentials; `reason` is its error_description. */
export class LoginFailedError extends ProviderError {
  override name = "LoginFailedError";
  readonly reason: string;

  constructor(reason: string, place: Place) {
    super(reason, place);
    this.reason = reason;
  }
}

/** Connection refused, DNS failure or reset: the provider is down or unreachable. */
export class ProviderUnavailableError extends ProviderError {
  override name = "ProviderUnavailableError";

  constructor(path: string, options?: ErrorOptions) {
    super(clientMessages.unavailable, { status: 503, path }, options);
  }
}

export class ProviderTimeoutError extends ProviderError {
  override name = "ProviderTimeoutError";
  readonly timeoutMs: number;

  constructor(path: string, timeoutMs: number) {
    super(clientMessages.timeout, { status: 504, path });
    this.timeoutMs = timeoutMs;
  }
}

/** The answer did not match the contract; `issues` says where, for the logs. */
export class ContractError extends ProviderError {
  override name = "ContractError";
  readonly issues: string[];

  constructor(path: string, issues: string[]) {
    super(clientMessages.unexpectedFormat, { status: 502, path });
    this.issues = issues;
  }

  static fromZod(path: string, error: z.ZodError): ContractError {
    return new ContractError(
      path,
      error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
}

const isSessionExpiredCode = (code: number) => (SESSION_EXPIRED_CODES as readonly number[]).includes(code);

/**
 * SPEC §8: the typed error an answer stands for, or undefined when it is a success.
 * Reads OAuth error bodies, envelopes with `status` or `code`, and the HTTP status.
 */
export function answerError(httpStatus: number, body: unknown, path: string): ProviderError | undefined {
  const oauth = oauthErrorSchema.safeParse(body);
  if (oauth.success && oauth.data.error_description !== undefined) {
    return oauthError(oauth.data.error, oauth.data.error_description, { status: httpStatus, path });
  }
  const raw = rawEnvelopeSchema.safeParse(body);
  const fields = raw.success ? raw.data : {};
  const message = fields.message ?? fields.msg;
  // Raw answers such as queryCurrentAuthority carry `status: "ok"`, which is not a code.
  const code = Number(fields.status ?? fields.code ?? 200);
  const failedCode = Number.isFinite(code) && code !== 200 ? code : undefined;

  if ((failedCode !== undefined && isSessionExpiredCode(failedCode)) || httpStatus === 401) {
    return new SessionExpiredError(message, { status: failedCode ?? httpStatus, path });
  }
  if (httpStatus < 200 || httpStatus > 299) return new ProviderError(message, { status: httpStatus, path });
  if (failedCode !== undefined) return new ProviderError(message, { status: failedCode, path });
  return undefined;
}

function oauthError(error: string, description: string, place: Place): ProviderError {
  if (error === oauthErrors.invalidToken || description.startsWith(providerMessages.invalidAccessToken)) {
    return new SessionExpiredError(description, place);
  }
  if (place.path === paths.uaa.token || description === providerMessages.badCredentials) {
    return new LoginFailedError(description, place);
  }
  if (place.status === 401) return new SessionExpiredError(description, place);
  return new ProviderError(description, place);
}

/**
 * The provider's answers that a record is not there for this tenant (unknown, deleted, or
 * another tenant's): it words them as refusals like any other (SPEC §8), so they are known by text.
 */
const RECORD_UNKNOWN: ReadonlySet<string> = new Set([
  providerMessages.notFound,
  resourceMessages.notFound,
  fileMessages.notFound,
  usaMessages.shipmentUnknown,
  declarationMessages.declarationUnknown,
  hkTdecMessages.tdecUnknown,
  hkConsignmentMessages.consignmentUnknown,
  customsMessages.lineUnknown,
  orderMessages.orderUnknown,
]);

/** Whether the provider answered that the record asked for is not one of this tenant's. */
export function isRecordUnknown(error: unknown): boolean {
  return error instanceof ProviderError && !(error instanceof SessionExpiredError) && (error.status === 404 || RECORD_UNKNOWN.has(error.message));
}
