import { headNotificationsSchema } from "../contract/notification";
import { ids, T1, T2 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(() => sim.close());

const PATH = "/api/notification/notification/queryHeadNotification";

describe("queryHeadNotification", () => {
  it("lists the user's notifications newest first with read flags and the unread count", async () => {
    const answer = await sim.get(PATH, { token: await sim.login("editor", T1) });
    const data = headNotificationsSchema.parse(answer.body.data);
    expect(data.unread).toBe(1);
    expect(data.list.map((n) => [n.id, n.read])).toEqual([
      [ids.notice2, true],
      [ids.notice1, false],
    ]);
  });

  it("shows each user and tenant only their own", async () => {
    const admin = headNotificationsSchema.parse((await sim.get(PATH, { token: await sim.login("admin", T1) })).body.data);
    expect(admin.list.map((n) => n.id)).toEqual([ids.notice3, ids.notice1]);
    expect(admin.unread).toBe(2);
    const other = headNotificationsSchema.parse((await sim.get(PATH, { token: await sim.login("editor", T2) })).body.data);
    expect(other.list.map((n) => n.title)).toEqual(["Second tenant news"]);
  });

  it("needs a token", async () => {
    expect((await sim.get(PATH)).status).toBe(401);
  });
});
