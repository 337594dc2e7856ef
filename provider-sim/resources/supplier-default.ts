import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { CrudResource } from "../crud/resource";
import { scoped } from "../tenant";
import { oneDefaultPerGroup, type DefaultTable } from "./one-default";
import { checkSupplier } from "./supplier-references";

/** A supplier's own records: tenant, supplier and the one default among them. */
type SupplierTable = DefaultTable & { supplierId: SQLiteColumn };

/** A supplier's bank accounts or addresses, with exactly one default per supplier. */
export function supplierRowsWithOneDefault(table: SupplierTable) {
  const { hooks, setDefaultRoute } = oneDefaultPerGroup(table, {
    column: table.supplierId,
    of: (_principal, values) => String(values.supplierId),
    visible: (principal) => scoped(table as never, principal),
  });
  const check: CrudResource["check"] = (q, principal, values, id, now) => {
    // The supplier is the tenant's, wherever the record goes.
    checkSupplier(q, principal, values.supplierId);
    hooks.check!(q, principal, values, id, now);
  };
  return { hooks: { ...hooks, check }, setDefaultRoute };
}
