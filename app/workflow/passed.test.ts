import { passedActivities } from "./passed";

const step = (activityId: string | null) => ({ id: "1", activityId, action: "complete" as const, createTime: null });

describe("the nodes an instance has passed", () => {
  it("lists each node of its history once, leaving out the ones it waits at and steps of the whole instance", () => {
    const history = [step("start"), step("apply"), step(null), step("approve"), step("apply"), step("approve")];
    expect(passedActivities({ history, currentActivityIds: ["approve"] })).toEqual(["start", "apply"]);
  });
});
