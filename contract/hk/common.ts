import { z } from "zod";
import { hkMessages as h } from "./messages";

const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const digitsOnly = (v: unknown) => (typeof v === "string" ? v.replace(/[\s-]/g, "") : v);

/** DOMAIN §5.1: a Hong Kong BR number is 8 digits (the first 8 of the certificate number). */
export const BR_NUMBER = /^\d{8}$/;
/** DOMAIN §5.1: an HKHS commodity code is 8 digits. */
export const HKHS_CODE = /^\d{8}$/;

/** A BR number as typed ("1234 5678", "12345678") is kept as its 8 digits. */
export const brNumberSchema = z.preprocess(digitsOnly, z.string().regex(BR_NUMBER, h.brShape));
export const optionalBrNumberSchema = z.preprocess((v) => blankAsNull(digitsOnly(v)), z.string().regex(BR_NUMBER, h.brShape).nullish());
export const hkhsCodeSchema = z.preprocess((v) => (typeof v === "string" ? v.replace(/[\s.]/g, "") : v), z.string().regex(HKHS_CODE, h.hkhsShape));
