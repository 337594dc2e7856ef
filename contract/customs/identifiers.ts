/**
 * Shapes and check digits of the identifiers a US import and a HK/CN declaration carry: shared by
 * the app's forms, the simulator's validation and the seeds. Each rule names its DOMAIN.md source.
 */

/** China's unified social credit code lives with the member checks; re-exported so a declaration's identifiers read from one module. */
export { isUnifiedSocialCreditCode } from "../admin/checks";

// containers (DOMAIN §1.11, ISO 6346)

/** Owner code, category (U freight, J detachable equipment, Z trailer/chassis), six-digit serial. */
const CONTAINER_FIRST10 = /^[A-Z]{3}[UJZ]\d{6}$/;
const CONTAINER_NUMBER = /^[A-Z]{3}[UJZ]\d{7}$/;

/** Letter values from A=10 upwards, skipping multiples of 11 (DOMAIN §1.11 step 1). */
const CONTAINER_LETTER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    if (value % 11 === 0) value++;
    values.set(letter, value++);
  }
  return values;
})();

/** The check digit for an owner code, category and serial (DOMAIN §1.11 steps 2–3: weights 2^i, (sum mod 11) mod 10). */
export function containerCheckDigit(first10: string): number {
  if (!CONTAINER_FIRST10.test(first10)) throw new Error("a container number starts with three letters, U, J or Z, and six digits");
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = first10[i];
    const value = CONTAINER_LETTER_VALUES.get(char) ?? Number(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export function isContainerNumber(s: string): boolean {
  return CONTAINER_NUMBER.test(s) && containerCheckDigit(s.slice(0, 10)) === Number(s[10]);
}

/** A format-valid container number for seed data (DOMAIN §5.4): the serial padded to six digits, then the check digit. */
export function generateContainerNumber(owner3: string, category: "U" | "J" | "Z", serial: number): string {
  if (!/^[A-Z]{3}$/.test(owner3)) throw new Error("an owner code is three capital letters");
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) throw new Error("a container serial is 0–999999");
  const first10 = owner3 + category + String(serial).padStart(6, "0");
  return first10 + containerCheckDigit(first10);
}

// importers (DOMAIN §1.5, §5.1)

/** Prefixes the IRS has never assigned; every other prefix in 01–99 is valid and an EIN has no check digit (DOMAIN §1.5 [V]). */
export const NEVER_ASSIGNED_EIN_PREFIXES: ReadonlySet<string> = new Set([
  "00", "07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89", "96", "97",
]);
/** `^\d{2}-?\d{7}$` (DOMAIN §5.1). */
const EIN_SHAPE = /^(\d{2})-?(\d{7})$/;

/** An EIN written `NN-NNNNNNN` or as nine digits, in the `NN-NNNNNNN` form; null when the shape is wrong. */
export function normaliseEin(s: string): string | null {
  const match = EIN_SHAPE.exec(s.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

export function einProblem(s: string): "shape" | "prefix" | null {
  const ein = normaliseEin(s);
  if (ein === null) return "shape";
  return NEVER_ASSIGNED_EIN_PREFIXES.has(ein.slice(0, 2)) ? "prefix" : null;
}

/** The three importer number forms of CBP Form 5106 boxes 2A, 2B and 2D (DOMAIN §1.5). */
export type ImporterNumberKind = "irs" | "ssn" | "cbp";

/** Why an importer number is refused: not one of the three forms, or an SSN in a form never issued. */
export function importerNumberProblem(s: string): "shape" | "ssnNeverIssued" | null {
  if (importerNumberKind(s) !== null) return null;
  return IOR_SSN.test(s) ? "ssnNeverIssued" : "shape";
}

/** EIN plus a two-character suffix that never contains O, I or Z (DOMAIN §1.5, §5.1 [S, bmsi]). */
const IOR_IRS = /^\d{2}-\d{7}[A-HJ-NP-Y0-9]{2}$/;
const IOR_SSN = /^\d{3}-\d{2}-\d{4}$/;
/** `YYDDPP-NNNNN`: year assigned, then the Schedule D district/port where it was assigned (DOMAIN §1.5). */
const IOR_CBP = /^\d{6}-\d{5}$/;

/**
 * An SSN the Social Security Administration never issues: area 000, 666 or 900–999, group 00 or
 * serial 0000 (SSA, "Social Security Number Randomization", 2011: the rules kept after it).
 */
export function ssnNeverIssued(s: string): boolean {
  const [area, group, serial] = s.split("-");
  const areaNumber = Number(area);
  return area === "000" || area === "666" || areaNumber >= 900 || group === "00" || serial === "0000";
}

export function importerNumberKind(s: string): ImporterNumberKind | null {
  if (IOR_IRS.test(s)) return einProblem(s.slice(0, 10)) === null ? "irs" : null;
  if (IOR_SSN.test(s)) return ssnNeverIssued(s) ? null : "ssn";
  if (IOR_CBP.test(s)) return isScheduleDCode(s.slice(2, 6)) ? "cbp" : null;
  return null;
}

// carriers and bills (DOMAIN §1.9, §1.10)

/**
 * Common ocean carrier SCACs (DOMAIN §1.9 [S]), with MSC's bill issuer MEDU which §1.9 names beside MSCU.
 * Several end in U, the suffix NMFTA reserves for container owner codes, yet they are the codes these
 * carriers file under, so the equipment-suffix rule yields to this list.
 */
export const OCEAN_CARRIER_SCACS = {
  MAEU: "Maersk",
  MSCU: "MSC",
  MEDU: "MSC",
  CMDU: "CMA CGM",
  COSU: "COSCO",
  HLCU: "Hapag-Lloyd",
  ONEY: "ONE",
  EGLV: "Evergreen",
  HDMU: "HMM",
  YMLU: "Yang Ming",
  ZIMU: "ZIM",
  WHLC: "Wan Hai",
  MATS: "Matson",
  OOLU: "OOCL",
  APLU: "APL",
} as const satisfies Record<string, string>;

/** 2–4 capital letters (DOMAIN §1.9 [V, NMFTA; X12 ID 2/4]). */
const SCAC_SHAPE = /^[A-Z]{2,4}$/;

/** "equipment" for a code ending in U (container owner), X (private railcar) or Z (chassis/trailer), unless it is a listed ocean carrier (DOMAIN §1.9). */
export function scacProblem(s: string): "shape" | "equipment" | null {
  if (!SCAC_SHAPE.test(s)) return "shape";
  if (Object.hasOwn(OCEAN_CARRIER_SCACS, s)) return null;
  return /[UXZ]$/.test(s) ? "equipment" : null;
}

/** The bill number after the issuer code: up to 12 letters or digits, no spaces or specials (DOMAIN §1.10 [V, CATAIR WR4]). */
export function isBillNumber(s: string): boolean {
  return /^[A-Z0-9]{1,12}$/.test(s);
}

/** Issuer SCAC (four letters) followed by the bill number, e.g. MAEU123456789 (DOMAIN §1.10, §5.1). */
export function isBillOfLading(s: string): boolean {
  return /^[A-Z]{4}/.test(s) && isBillNumber(s.slice(4));
}

// entries and in-bonds (DOMAIN §5.1)

/** Filer code shapes in CATAIR App. E (DOMAIN §5.1 [V]): N a digit, A a capital letter. Together they admit every three-character code. */
export const FILER_CODE_SHAPES: ReadonlySet<string> = new Set(["NNN", "ANN", "AAN", "AAA", "ANA", "NAN", "NNA", "NAA"]);

export function isFilerCode(s: string): boolean {
  return /^[A-Z0-9]{3}$/.test(s) && FILER_CODE_SHAPES.has(s.replace(/\d/g, "N").replace(/[A-Z]/g, "A"));
}

/**
 * The entry number's check digit is computed per 7501 Appendix 1 / CATAIR App. E, whose text DOMAIN
 * §0 and §5.5 could not retrieve: entry numbers are checked for shape only and say so.
 */
export const ENTRY_NUMBER_CHECK = "format-checked only" as const;

/** `FFF-NNNNNNN-C` with optional hyphens (DOMAIN §0, §5.1); the check digit is not verified, see ENTRY_NUMBER_CHECK. */
export function isEntryNumberShape(s: string): boolean {
  return /^[A-Z0-9]{3}-?\d{7}-?\d$/.test(s) && isFilerCode(s.slice(0, 3));
}

/** Nine digits, the last being the first eight mod 7 (DOMAIN §5.1 [V, CBP mod-7 formula]). */
export function isInBondNumber(s: string): boolean {
  return /^\d{9}$/.test(s) && Number(s.slice(0, 8)) % 7 === Number(s[8]);
}

// places (DOMAIN §1.8, §5.1)

/**
 * `DDPP`: district 01–99 and port (DOMAIN §1.8). Only the shape: whether the port exists is the port
 * master's question (DOMAIN §5.1 "∈ seed table").
 */
export function isScheduleDCode(s: string): boolean {
  return /^\d{4}$/.test(s) && s.slice(0, 2) !== "00";
}

/** ISO 3166-1 alpha-2 country and a three-character location without 0 or 1 (DOMAIN §5.1 [V, UNECE]). */
export function isUnLocode(s: string): boolean {
  return /^[A-Z]{2}[A-Z2-9]{3}$/.test(s);
}

// goods codes (DOMAIN §1.12, §3, §5.1)

/** The digits of an HS/HTS code written with or without dots and spaces, when it is 6, 8 or 10 digits long (DOMAIN §1.12). */
export function normaliseHts(s: string): string | null {
  const digits = s.replace(/[.\s]/g, "");
  return /^(\d{6}|\d{8}|\d{10})$/.test(digits) ? digits : null;
}

/** Heading, subheading, tariff line and statistical suffix separated by dots, as USITC prints them (DOMAIN §1.12). */
export function formatHts(digits: string): string {
  if (!/^(\d{4}|\d{6}|\d{8}|\d{10})$/.test(digits)) throw new Error("an HTS code has 4, 6, 8 or 10 digits");
  return [digits.slice(0, 4), ...(digits.slice(4).match(/\d{2}/g) ?? [])].join(".");
}

/** The 10-digit reporting number a declared US line needs (DOMAIN §1.12, §5.1). */
export function isHts10(s: string): boolean {
  const digits = normaliseHts(s);
  return digits !== null && digits.length === 10 && digits.slice(0, 2) !== "00";
}

/** The international six-digit subheading, chapters 01–97 (DOMAIN §5.1 [K]). */
export function isHs6(s: string): boolean {
  if (!/^\d{6}$/.test(s)) return false;
  const chapter = Number(s.slice(0, 2));
  return chapter >= 1 && chapter <= 97;
}

/** China's 10-digit commodity code (DOMAIN §3.2, §5.1). */
export function isCnHsCode(s: string): boolean {
  return /^\d{10}$/.test(s);
}

/** Hong Kong's 8-digit HKHS code (DOMAIN §5.1 [V, C&SD]). */
export function isHkHsCode(s: string): boolean {
  return /^\d{8}$/.test(s);
}

/** Hong Kong business registration number (DOMAIN §5.1 [S]). */
export function isHkBrNumber(s: string): boolean {
  return /^\d{8}$/.test(s);
}
