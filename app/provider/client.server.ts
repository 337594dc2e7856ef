import type { ZodType } from "zod";
import { type Envelope, normaliseEnvelope, rawEnvelopeSchema } from "#contract/envelope";
import { PUBLIC_HS_PATHS, paths } from "#contract/paths";
import { HTTP_TIMEOUT_MS } from "~/lib/constants";
import { currentRequest } from "~/request-context.server";
import { providerWritten } from "./writes.server";
import {
  ContractError,
  ProviderError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  answerError,
} from "./errors";

export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;
export type Query = Record<string, QueryValue>;

export interface CallOptions {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** A path from contract/paths.ts, without the query string. */
  path: string;
  token?: string | null;
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (an upload); fetch writes its Content-Type with the boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Sent as Accept-Language so the provider can answer in the user's language. */
  lang?: string;
  /** A call that changes nothing although it is not a GET (the provider asks some reads by POST). */
  readOnly?: boolean;
}

export interface ProviderClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Credential merged into posts under /api/hs/openApi/ (SPEC §7). */
  openApi?: { key: string; secret: string };
  fetch?: typeof fetch;
}

export interface Download {
  body: ArrayBuffer;
  contentType: string;
  filename: string | null;
}

/** What came back over the wire, before the contract reads it. */
interface Answer {
  status: number;
  contentType: string;
  disposition: string | null;
  bytes: ArrayBuffer;
}

/** `path?a=1&id=1&id=2`: arrays become repeated keys, empty values are left out. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The one way the server talks to the provider (SPEC §7, DESIGN §4). */
export class ProviderClient {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #openApi: ProviderClientOptions["openApi"];
  readonly #fetch: typeof fetch;
  /** Identical GETs in flight share one upstream request. */
  readonly #inFlight = new Map<string, Promise<Answer>>();

  constructor(options: ProviderClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
    this.#openApi = options.openApi;
    this.#fetch = options.fetch ?? fetch;
  }

  /** An enveloped answer (`{status|code, message|msg, data}`); `data` checked with `schema`. */
  async request<T = unknown>(opts: CallOptions & { schema?: ZodType<T> }): Promise<Envelope<T>> {
    const body = this.#readJson(await this.#send(opts, "application/json"), opts.path);
    const raw = rawEnvelopeSchema.safeParse(body);
    if (!raw.success) throw ContractError.fromZod(opts.path, raw.error);
    const envelope = normaliseEnvelope(raw.data);
    if (envelope.status !== 200) {
      throw new ProviderError(envelope.message, { status: envelope.status, path: opts.path });
    }
    const data = opts.schema ? parseWith(opts.schema, envelope.data, opts.path) : (envelope.data as T);
    return { ...envelope, data };
  }

  /** Just the checked `data` of an enveloped answer. */
  async data<T>(opts: CallOptions & { schema: ZodType<T> }): Promise<T> {
    return (await this.request(opts)).data;
  }

  /** A raw JSON answer without envelope (OAuth token, queryCurrentAuthority). */
  async raw<T>(opts: CallOptions & { schema: ZodType<T> }): Promise<T> {
    const body = this.#readJson(await this.#send(opts, "application/json"), opts.path);
    return parseWith(opts.schema, body, opts.path);
  }

  /** A file answer (exports, captcha image); a JSON failure in its place is thrown as its error. */
  async download(opts: CallOptions): Promise<Download> {
    const answer = await this.#send(opts, "*/*");
    const failure = fileFailure(answer, opts.path);
    if (failure) throw failure;
    return { body: answer.bytes, contentType: answer.contentType, filename: filenameOf(answer.disposition) };
  }

  /**
   * A file answer passed on as it arrives (attachments), never shared between callers; the time
   * limit covers the answer's start. A failure in its place is thrown as its error.
   */
  async stream(opts: CallOptions): Promise<Response> {
    const { url, init } = this.#prepare(opts, "*/*");
    const answer = await this.#exchange(url, init, opts.path, async (response) =>
      response.ok && !isJson(response.headers.get("content-type") ?? "") ? response : answerOf(response),
    );
    if (answer instanceof Response) return answer;
    throw fileFailure(answer, opts.path) ?? new ContractError(opts.path, ["(root): a file was expected"]);
  }

  #readJson(answer: Answer, path: string): unknown {
    const body = parseJson(answer.bytes);
    const failure = answerError(answer.status, body, path);
    if (failure) throw failure;
    return body;
  }

  #send(opts: CallOptions, accept: string): Promise<Answer> {
    const { url, init, key } = this.#prepare(opts, accept);
    if (opts.method !== "GET") {
      const answer = this.#exchange(url, init, opts.path, answerOf);
      // A session's change (a grant, a role, an org, a logout) drops what every process keeps of sessions.
      return opts.token && !opts.readOnly ? answer.finally(() => providerWritten().catch(() => undefined)) : answer;
    }
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const answer = this.#exchange(url, init, opts.path, answerOf).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, answer);
    return answer;
  }

  #prepare(opts: CallOptions, accept: string) {
    const url = this.#baseUrl + withQuery(opts.path, opts.query);
    const init = this.#init(opts, accept);
    // The headers carry the token and language: different sessions never share an answer.
    const key = JSON.stringify([url, init.headers]);
    init.headers = { ...forwardedHeaders(), ...init.headers };
    return { url, init, key };
  }

  #init(opts: CallOptions, accept: string): RequestInit & { headers: Record<string, string> } {
    const headers: Record<string, string> = { Accept: accept };
    if (opts.lang) headers["Accept-Language"] = opts.lang;
    if (opts.token && !PUBLIC_HS_PATHS.includes(opts.path)) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | URLSearchParams | FormData | undefined;
    if (opts.multipart) {
      body = opts.multipart;
    } else if (opts.form) {
      body = new URLSearchParams(opts.form);
    } else {
      const json = this.#withOpenApiCredential(opts);
      if (json !== undefined) {
        body = JSON.stringify(json);
        headers["Content-Type"] = "application/json";
      }
    }
    return { method: opts.method, headers: { ...headers, ...opts.headers }, body };
  }

  #withOpenApiCredential({ method, path, json }: CallOptions): unknown {
    if (!this.#openApi || method !== "POST" || !path.startsWith(paths.hsOpenApi.prefix)) return json;
    const openApiCredential = { appKey: this.#openApi.key, appSecret: this.#openApi.secret, timestamp: Date.now() };
    return { ...(json as object | undefined), openApiCredential };
  }

  /** One request within the time limit; `read` takes what it needs of the answer before the limit ends. */
  async #exchange<T>(url: string, init: RequestInit, path: string, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      return await read(await this.#fetch(url, { ...init, signal: controller.signal }));
    } catch (cause) {
      if (controller.signal.aborted) throw new ProviderTimeoutError(path, this.#timeoutMs);
      throw new ProviderUnavailableError(path, { cause });
    } finally {
      clearTimeout(timer);
    }
  }
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  return new ProviderClient(options);
}

/**
 * Who the call is for: the browser's address, so the provider's per-IP limits count each
 * visitor rather than the app, and the request id that ties the provider's log to the app's.
 */
function forwardedHeaders(): Record<string, string> {
  const request = currentRequest();
  if (!request) return {};
  const headers: Record<string, string> = { "X-Request-Id": request.requestId };
  if (request.clientAddress) headers["X-Forwarded-For"] = request.clientAddress;
  return headers;
}

function parseWith<T>(schema: ZodType<T>, value: unknown, path: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw ContractError.fromZod(path, parsed.error);
  return parsed.data;
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    disposition: response.headers.get("content-disposition"),
    bytes: await response.arrayBuffer(),
  };
}

const isJson = (contentType: string) => /[/+]json\b/i.test(contentType);

/** What a file answer's failure says: a JSON error in the file's place, or the HTTP status. */
function fileFailure(answer: Answer, path: string): ProviderError | undefined {
  return answerError(answer.status, isJson(answer.contentType) ? parseJson(answer.bytes) : undefined, path);
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page, an empty body). */
function parseJson(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The file name from `Content-Disposition`, preferring the RFC 5987 `filename*` form. */
function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return encoded[1].trim();
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return plain ? (plain[1] ?? plain[2].trim()) : null;
}
