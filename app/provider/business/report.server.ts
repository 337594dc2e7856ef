import { dataReportPaths, dataReportSchema, type DataReport, type ReportQuery } from "#contract/business/report";
import type { ProviderClient } from "../client.server";

type Call = { token: string; lang: string };

/** The tenant's figures by month over the period; the sections the caller may not read are null. */
export function loadDataReport(client: ProviderClient, call: Call, period: ReportQuery): Promise<DataReport> {
  return client.data({ ...call, method: "GET", path: dataReportPaths.query, query: period, schema: dataReportSchema });
}
