import { asc } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Queryable } from "../context";
import { hiddenFields } from "../crud/router";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** The user menu whose data-field permission decides what a picker may search a user by. */
const USER_MENU = "sysuser";

/**
 * The tenant's users as a picker offers them: name and nickname, with the mobile and e-mail a
 * picker searches by too, unless the caller's roles hide those fields on the user screen.
 */
export function usersToPick(db: Queryable, principal: Principal) {
  const hidden = hiddenFields(db, principal, USER_MENU);
  return db
    .select({ id: users.id, username: users.username, nickname: users.nickname, mobile: users.mobile, email: users.email })
    .from(users)
    .where(scoped(users, principal))
    .orderBy(asc(users.username))
    .all()
    .map(({ mobile, email, ...user }) => ({ ...user, mobile: hidden.has("mobile") ? null : mobile, email: hidden.has("email") ? null : email }));
}
