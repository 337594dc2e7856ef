import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { isScheduleDCode, isUnLocode } from "../customs/identifiers";
import { countryCodeSchema, optionalCode, optionalStateSchema, optionalText, requiredText } from "./common";
import { usaMessages as u } from "./messages";

/** Ports the broker works with (/PortInformationMaintenance; DOMAIN §1.8, §5.4). */
export const usPortPaths = resourcePaths("usa", "UsPort");

/** SPEC §3: land or maritime; airports too, for air entries. */
export const PORT_TYPES = ["maritime", "land", "air"] as const;
export const PORT_STATUSES = ["enabled", "disabled"] as const;

/**
 * Codes carriers still print on bills for three Chinese sea ports, which the current UN/LOCODE
 * list gives to the cities' airports (DOMAIN §5.4). A maritime port typed with one is stored
 * under the sea port's current code, and a search by either finds it.
 */
export const FORMER_SEAPORT_CODES: Readonly<Record<string, string>> = { CNSHA: "CNSHG", CNNGB: "CNNBG", CNTAO: "CNQDG" };

/** The code a port is kept under: the current sea-port code for a former one. */
export function currentUnLocode(code: string, portType: string): string {
  return portType === "maritime" ? (FORMER_SEAPORT_CODES[code] ?? code) : code;
}

export const usPortFields = {
  portType: z.enum(PORT_TYPES),
  scheduleD: optionalCode(z.string().refine(isScheduleDCode, u.scheduleDShape)),
  unLocode: optionalCode(z.string().refine(isUnLocode, u.unLocodeShape)),
  nameEn: requiredText(128),
  nameCn: optionalText(64),
  countryCode: countryCodeSchema,
  state: optionalStateSchema,
  airline: optionalText(255),
  status: z.enum(PORT_STATUSES),
  remark: optionalText(255),
};

type PortValues = { countryCode: string; scheduleD?: string | null; unLocode?: string | null };

/** A US port has its Schedule D code; any port has at least one code; a LOCODE starts with the port's country. */
function portRules(values: PortValues, ctx: z.RefinementCtx) {
  if (values.countryCode === "US" && !values.scheduleD) ctx.addIssue({ code: "custom", path: ["scheduleD"], message: u.usPortNeedsScheduleD });
  else if (!values.scheduleD && !values.unLocode) ctx.addIssue({ code: "custom", path: ["unLocode"], message: u.portNeedsCode });
  if (values.unLocode && !values.unLocode.startsWith(values.countryCode)) ctx.addIssue({ code: "custom", path: ["unLocode"], message: u.unLocodeCountry });
}

export const addUsPortSchema = z.object(usPortFields).superRefine(portRules);
export const updateUsPortSchema = z.object({ ...usPortFields, id: idSchema }).superRefine(portRules);
export const usPortSchema = z.object({ ...usPortFields, id: idSchema, createTime: timeSchema, updateTime: timeSchema });
export type UsPort = z.infer<typeof usPortSchema>;

export const US_PORT_SORTABLE = ["scheduleD", "unLocode", "nameEn", "countryCode", "createTime"] as const;
