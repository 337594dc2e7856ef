import { ONLINE_SYS_USER_SORTABLE, onlineSysUserPaths, onlineSysUserSchema } from "#contract/admin/onlineuser";
import { z } from "zod";
import { defineResource } from "./define";

/**
 * Online users (SPEC §2 /onlinesysuser): the tenant's live sessions, read-only; force logout
 * ends every session of the checked users. Actions name a session by its user's username.
 */
export const onlineSysUser = defineResource({
  name: "onlinesysuser",
  path: "/onlinesysuser",
  paths: onlineSysUserPaths,
  row: onlineSysUserSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    username: { input: "text", column: { width: 150 }, filter: true },
    nickname: { input: "text", column: { width: 150 } },
    ip: { input: "text", column: { width: 130 } },
    browser: { input: "text", column: { width: 200 } },
    createTime: { input: "text", column: { width: 170, format: "datetime" } },
    lastSeen: { input: "text", column: { width: 170, format: "datetime" } },
  },
  sortable: ONLINE_SYS_USER_SORTABLE,
  deleteBy: "username",
  without: ["create", "update", "delete", "history"],
  actions: [{ intent: "forceLogout", button: "forceLogout", records: "some", confirm: true, color: "red.8", row: true }],
  // Forcing oneself out is refused with the users' own message.
  usesTextsOf: ["sysuser"],
});
