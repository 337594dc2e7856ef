import { z } from "zod";
import { HK_MESSAGE_SORTABLE, hkMessagePaths, hkMessageSchema, MESSAGE_DIRECTIONS, MESSAGE_TYPES } from "#contract/hk/exchange";
import { defineResource, type ResourceDeclaration } from "./define";

/** The messages of one kind of record, read only: searched by reference, vehicle, party, status and date. */
const historyOf = (name: string, subject: "ccrn" | "tdec", statuses: readonly string[], record: string) =>
  defineResource({
    name,
    path: `/${name}`,
    paths: hkMessagePaths,
    row: hkMessageSchema,
    add: z.object({}),
    update: z.object({}),
    fields: {
      at: { input: "text", column: { width: 160, format: "datetime" } },
      reference: { input: "text", column: { width: 240, link: (row) => `/${name}?operation=view&data=${String(row.subjectId)}` }, filter: true },
      direction: { input: "select", options: MESSAGE_DIRECTIONS, column: { width: 90 } },
      type: { input: "select", options: MESSAGE_TYPES, column: { width: 170 } },
      statusAfter: { input: "select", options: statuses, column: { width: 100 }, filter: true },
      vehicleNo: { input: "text", column: { width: 100 }, filter: true },
      party: { input: "text", column: { width: 200 }, filter: true },
      summary: { input: "text", column: { width: 260 } },
      by: { input: "text", column: { width: 100 } },
      atFrom: { input: "date", filter: true },
      atTo: { input: "date", filter: true },
    },
    sortable: HK_MESSAGE_SORTABLE,
    query: { subject },
    exports: [],
    without: ["create", "update", "delete", "history"],
    usesTextsOf: [record],
  }) as ResourceDeclaration;

/** What went to and came back from ROCARS for each CCRN (/hKDetail). */
export const hKDetail = historyOf("hKDetail", "ccrn", ["submitted", "accepted", "rejected", "bundled", "crossed", "cancelled"], "hongKongSeamless");
/** What went to and came back from the service provider for each declaration (/declarationDetail). */
export const declarationDetail = historyOf("declarationDetail", "tdec", ["draft", "lodged", "cancelled"], "hongKongCustomsDeclaration");
