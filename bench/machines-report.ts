import { loadTable, type SummaryFigure } from "./format";
import type { LoadResult } from "./load";
import type { MachinesFigures } from "./machines";
import { formatRatio } from "./stats";

/** The printed lines of the many-machines figures: the load table and what Redis and a second server change. */
export function machinesLines(m: MachinesFigures, baseline: LoadResult): string[] {
  if ("skipped" in m) return [`many machines: skipped: ${m.skipped}`];
  return [
    "many machines: app servers of one process each (WEB_CONCURRENCY=1) in front of one simulator; two servers get half the connections each, at once:",
    loadTable([m.local, m.redisOne, m.redisTwo], baseline),
    `Redis's cost on one server: req/s ${formatRatio(m.redisOne.reqPerSec / m.local.reqPerSec)}, p95 ${formatRatio(m.redisOne.p95 / m.local.p95)} of the server without it; ` +
      `two servers over Redis: req/s ${formatRatio(m.redisTwo.reqPerSec / m.redisOne.reqPerSec)} of one (same cores: a second machine would bring its own)`,
  ];
}

/** Reported, not budgeted. */
export function machinesSummary(m: MachinesFigures): SummaryFigure[] {
  if ("skipped" in m) return [];
  return [
    { figure: "/workbench req/s, 1 server over Redis / without", value: m.redisOne.reqPerSec / m.local.reqPerSec, unit: "x", budget: null },
    { figure: "/workbench req/s, 2 servers over Redis / 1", value: m.redisTwo.reqPerSec / m.redisOne.reqPerSec, unit: "x", budget: null },
  ];
}
