import { dataReportPaths, dataReportSchema, type DataReport, type ReportQuery } from "#contract/business/report";
import type { Download, ProviderClient } from "../client.server";

type Call = { token: string; lang: string };

/** The tenant's figures by month over the period; the sections the caller may not read are null. */
export function loadDataReport(client: ProviderClient, call: Call, period: ReportQuery): Promise<DataReport> {
  return client.data({ ...call, method: "GET", path: dataReportPaths.query, query: period, schema: dataReportSchema });
}

/** The same figures as a workbook in the caller's language (the report's export button). */
export function exportDataReport(client: ProviderClient, call: Call, period: ReportQuery): Promise<Download> {
  return client.download({ ...call, method: "GET", path: dataReportPaths.exportXlsx, query: period });
}
