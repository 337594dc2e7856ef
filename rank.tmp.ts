import { openDb } from "./db/client";
import { seedHs } from "./seeds/hs";
import { measureRanking } from "./provider-sim/services/hs-ranking";
import { queryHsCodes } from "./provider-sim/services/hs-codes";
const db = openDb(":memory:");
db.transaction((tx) => seedHs(tx));
for (const l of ["en", "zh", "tw"] as const) { const r = measureRanking(db, l); console.log(l, r.top1, r.top3, "/", r.asked); for (const m of r.misses) console.log("  ", m.keyword, m.expected.join("|"), "->", m.found.join(" ")); }
for (const k of process.argv.slice(2)) console.log(k, queryHsCodes(db, { keyword: k, currentPage: 1, pageSize: 5 }).list.map((e) => e.code + " " + (e.nameTw ?? e.description).slice(0, 30)));
