import { addNewsSchema, NEWS_CATEGORIES, NEWS_SORTABLE, NEWS_STATUSES, NEWS_STEPS, newsPaths, newsSchema, updateNewsSchema } from "#contract/business/news";
import { defineResource, stepsFrom } from "./define";

/** Merchandise news (/merchandiseNews): articles written in the editor, published on the marketing home in their window. */
export const merchandiseNews = defineResource({
  name: "merchandiseNews",
  path: "/merchandiseNews",
  paths: newsPaths,
  row: newsSchema,
  add: addNewsSchema,
  update: updateNewsSchema,
  fields: {
    title: { input: "text", column: { width: 280 }, filter: true, exported: true },
    category: { input: "select", options: NEWS_CATEGORIES, column: { width: 120 }, filter: true, exported: true },
    status: { input: "select", options: NEWS_STATUSES, readOnly: true, column: { width: 100, tone: { draft: "gray", published: "green", withdrawn: "red" } }, filter: true, exported: true },
    publishFrom: { input: "date", column: { width: 120 }, exported: true },
    publishTo: { input: "date", column: { width: 120 }, exported: true },
    coverImage: { input: "file", accept: ["image"] },
    body: { input: "rich-text" },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: NEWS_SORTABLE,
  // Publishing and withdrawing change only the status, each from the states the contract's table names.
  actions: [
    { intent: "publish", button: "status", records: "one", row: true, confirm: true },
    { intent: "withdraw", button: "status", records: "one", row: true, confirm: true },
  ],
  flow: { field: "status", from: stepsFrom(NEWS_STEPS) },
});
