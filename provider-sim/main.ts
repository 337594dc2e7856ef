import { devEndpointsEnabled, loadSimEnv, SimEnvError } from "./env";
import { logDirOf } from "./logs/rotating-file";
import { startSimulator } from "./start";

/** `npm run sim`: the provider simulator on its own, configured from the environment. */
async function main(): Promise<void> {
  let env;
  try {
    env = loadSimEnv();
  } catch (err) {
    if (err instanceof SimEnvError) {
      console.error(`provider-sim: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const devEndpoints = devEndpointsEnabled(env);
  const sim = await startSimulator({
    port: env.PROVIDER_PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    seedPassword: env.SEED_PASSWORD,
    devEndpoints,
    rateLimitFactor: env.SIM_RATE_LIMIT_FACTOR,
    trustedProxies: env.SIM_TRUSTED_PROXIES,
    logDir: logDirOf(env.DATA_DIR),
  });
  console.log(`provider-sim listening on ${sim.url} (data: ${env.DATA_DIR}, dev endpoints: ${devEndpoints ? "on" : "off"})`);
  const stop = () => {
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err) => {
  console.error("provider-sim failed to start:", err);
  process.exit(1);
});
