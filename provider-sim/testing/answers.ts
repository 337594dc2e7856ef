/** What a simulator test reads of an answer: the envelope's status, message and data. */
type Answer = { body: { status: number; message?: string; data?: any } };

/** The call went through: its data. */
export async function ok(call: Promise<Answer>) {
  const answer = await call;
  expect({ status: answer.body.status, message: answer.body.message }).toEqual({ status: 200, message: "success" });
  return answer.body.data;
}

/** The refusal's message. */
export const refusal = async (call: Promise<Answer>) => (await call).body.message;
