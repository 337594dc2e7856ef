import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { LEDGER_KINDS, OWNER_KINDS } from "./ledger";
import { amountInputSchema } from "./recharge";
import { currencySchema } from "./receiving-bank";
import { accountMessages as m } from "./messages";

/** The caller's own ledger movements (/RechargeFlow, /MyAccount), filtered by currency, kind and period. */
export const myMovementPaths = resourcePaths("account", "MyMovement");
/** `GET`: the caller's balance in each currency they hold an account in. */
export const myBalancesPath = `${myMovementPaths.base}/queryMyBalances`;
/** `GET ?currency=&from=&to=`: the caller's statement as JSON (opening, movements, closing). */
export const myStatementPath = `${myMovementPaths.base}/queryMyStatement`;
/** `GET ?currency=&from=&to=&format=xlsx|pdf`: the caller's statement as a file. */
export const exportMyStatementPath = `${myMovementPaths.base}/exportMyStatement`;

/** Every movement of the tenant's accounts (/AccountInfo). */
export const movementPaths = resourcePaths("account", "Movement");
/** Every prepaid account of the tenant with its balance (/AccountInfo). */
export const prepaidAccountPaths = resourcePaths("account", "PrepaidAccount");
/** `POST { accountId? | ownerKind, ownerId, currency; amount, direction, reason }`: a manual adjustment; button AccountInfo:update. */
export const adjustAccountPath = `${prepaidAccountPaths.base}/adjustPrepaidAccount`;
/** `GET ?accountId=&from=&to=`: an account's statement as JSON. */
export const statementPath = `${prepaidAccountPaths.base}/queryStatement`;
/** `GET ?accountId=&from=&to=&format=`: an account's statement as a file. */
export const exportStatementPath = `${prepaidAccountPaths.base}/exportStatement`;
/** `GET`: the tenant's members as `[{ value, label }]`, for an adjustment. */
export const accountMemberOptionsPath = `${prepaidAccountPaths.base}/queryAccountMemberOptions`;

export const movementSchema = z.object({
  id: idSchema,
  accountId: z.string(),
  seq: z.number(),
  kind: z.enum(LEDGER_KINDS),
  amountMinor: z.number(),
  balanceAfterMinor: z.number(),
  amountText: z.string().nullish(),
  balanceText: z.string().nullish(),
  currency: z.string().nullish(),
  ownerName: z.string().nullish(),
  sourceType: z.string(),
  sourceId: z.string(),
  reason: z.string().nullish(),
  createByName: z.string(),
  createTime: timeSchema,
});
export type Movement = z.infer<typeof movementSchema>;
export const MOVEMENT_SORTABLE = ["createTime"] as const;

export const balanceSchema = z.object({ currency: z.string(), balanceMinor: z.number(), balanceText: z.string() });
export type Balance = z.infer<typeof balanceSchema>;

export const prepaidAccountSchema = z.object({
  id: idSchema,
  ownerKind: z.enum(OWNER_KINDS),
  ownerId: z.string(),
  ownerName: z.string().nullish(),
  currency: z.string(),
  balanceMinor: z.number().nullish(),
  balanceText: z.string().nullish(),
  createTime: timeSchema,
});
export type PrepaidAccount = z.infer<typeof prepaidAccountSchema>;
export const PREPAID_ACCOUNT_SORTABLE = ["currency", "createTime"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A statement's period: whole UTC days, both included. */
export const periodSchema = z
  .object({ from: z.string().regex(DAY, m.periodReversed), to: z.string().regex(DAY, m.periodReversed) })
  .refine((p) => p.from <= p.to, { message: m.periodReversed, path: ["to"] });

export const STATEMENT_FORMATS = ["xlsx", "pdf"] as const;
export const myStatementQuerySchema = periodSchema.and(z.object({ currency: currencySchema, format: z.enum(STATEMENT_FORMATS).optional() }));
export const statementQuerySchema = periodSchema.and(z.object({ accountId: idSchema, format: z.enum(STATEMENT_FORMATS).optional() }));

export const statementSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  openingMinor: z.number(),
  closingMinor: z.number(),
  movedMinor: z.number(),
  movements: z.array(movementSchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const adjustAccountSchema = z.object({
  ownerKind: z.enum(OWNER_KINDS),
  ownerId: z.string().trim().min(1, m.accountUnknown).max(64, m.accountUnknown),
  currency: currencySchema,
  direction: z.enum(["credit", "debit"]),
  amount: amountInputSchema,
  reason: z.string().trim().min(1, m.reasonRequired).max(255, m.reasonRequired),
  /** Made when the form opens: the same adjustment sent again (a retry, a second click) posts once. */
  requestKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, m.requestKeyShape),
});
export type AdjustAccount = z.infer<typeof adjustAccountSchema>;
