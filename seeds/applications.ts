import type { tenants } from "../db/schema";
import { idFor, seedDate, stamp } from "./ids";

interface Application {
  code: string;
  name: string;
  domain: string;
  contact: string;
  tel: string;
  status: "pending" | "approved" | "rejected";
  /** Who filed it; "admin" files one that the admin must leave to another reviewer. */
  by: string;
  day: number;
  failCause?: string;
  /** Service period in days from the base date; an ended one cannot log in. */
  period?: readonly [start: number, end: number];
}

const APPLICATIONS: readonly Application[] = [
  { code: "10004", name: "Shenzhen Bay Logistics Co.", domain: "szbaylogistics.example", contact: "Zhang Min", tel: "+86 755 2600 0104", status: "approved", by: "zhangmin", day: 20, period: [21, 1825] },
  { code: "10005", name: "Ningbo Harbour Forwarding Ltd.", domain: "nbharbour.example", contact: "Wang Fang", tel: "+86 574 8700 0105", status: "approved", by: "wangfang", day: 34, period: [35, 1460] },
  { code: "10006", name: "Rotterdam Euro Trade B.V.", domain: "rotterdamtrade.example", contact: "Daan de Vries", tel: "+31 10 555 0106", status: "pending", by: "daan.devries", day: 300 },
  { code: "10007", name: "Kowloon Bay Trading Co.", domain: "kowloonbay.example", contact: "Leung Ka Yan", tel: "+852 2700 0107", status: "pending", by: "leungky", day: 310 },
  { code: "10008", name: "Global Trade Demo Shanghai Branch", domain: "sh.globaltrade.example", contact: "Li Wei", tel: "+86 21 6000 0108", status: "pending", by: "admin", day: 312 },
  { code: "10009", name: "Seattle Pacific Import LLC", domain: "seattlepacific.example", contact: "Michael Brown", tel: "+1 206 555 0109", status: "rejected", by: "mbrown", day: 150, failCause: "Business licence copy was unreadable; please upload a clear scan." },
  { code: "10010", name: "Yiwu Small Goods Export Co.", domain: "yiwuexport.example", contact: "Chen Jie", tel: "+86 579 8500 0110", status: "rejected", by: "chenjie", day: 200, failCause: "The customs registration number does not match the company name." },
  { code: "10011", name: "Qingdao Cold Chain Co.", domain: "qdcoldchain.example", contact: "Liu Yang", tel: "+86 532 8800 0111", status: "approved", by: "liuyang", day: 60, period: [61, 120] },
  { code: "10012", name: "Hanoi Garment Sourcing JSC", domain: "hanoigarment.example", contact: "Nguyen Van An", tel: "+84 24 3900 0112", status: "approved", by: "nguyenvanan", day: 90, period: [400, 1500] },
  { code: "10013", name: "Tianjin Auto Parts Import Co.", domain: "tjautoparts.example", contact: "Zhao Lei", tel: "+86 22 2300 0113", status: "pending", by: "zhaolei", day: 318 },
];

/**
 * Tenants beyond the three with users: applications in every status, an approved tenant
 * whose period ended (Qingdao) and one whose period has not begun (Hanoi).
 */
export function buildApplications(): (typeof tenants.$inferInsert)[] {
  return APPLICATIONS.map((a, i) => ({
    id: idFor("tenant", 100 + i),
    tenantCode: a.code,
    tenantName: a.name,
    domain: a.domain,
    contact: a.contact,
    email: `contact@${a.domain}`,
    tel: a.tel,
    startTime: a.period ? seedDate(a.period[0]) : null,
    endTime: a.period ? seedDate(a.period[1]) : null,
    status: 1,
    applications: ["PublicInformation"],
    applyStatus: a.status,
    invitationCode: a.status === "approved" ? `INV${a.code}X` : null,
    failCause: a.failCause ?? null,
    applyDate: seedDate(a.day, 10),
    applyUserName: a.by,
    ...stamp(a.day),
  }));
}
