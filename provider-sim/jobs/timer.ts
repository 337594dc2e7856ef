import type { Logger } from "pino";
import type { JobEngine } from "./engine";

const TICK_MS = 1000;

/**
 * The running simulator's scheduler: recovers what a previous process left running, then ticks
 * each second. The timer does not hold the process open; a failed tick is logged and the next
 * one tries again. Answers the function that stops it.
 */
export function startJobTimer(engine: Pick<JobEngine, "tick" | "recover">, logger: Logger): () => void {
  engine.recover();
  const timer = setInterval(() => {
    try {
      engine.tick();
    } catch (err) {
      logger.error({ err }, "job scheduler tick failed");
    }
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
