import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseAppEnv } from "./app/env.server";
import { sameOriginPosts, securityHeaders } from "./app/security-headers.server";

/**
 * Production entry: the Remix app behind express. With no PROVIDER_URL, the provider
 * simulator starts in this process on its own port and the app talks to it over HTTP.
 */
async function main() {
  let env;
  try {
    env = parseAppEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  let stopSimulator: (() => Promise<void>) | undefined;
  if (!env.PROVIDER_URL) {
    const { startSimulator } = await import("./provider-sim/start");
    const sim = await startSimulator({
      port: env.PROVIDER_PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      seedPassword: env.SEED_PASSWORD,
      devEndpoints: env.NODE_ENV !== "production" || env.SIM_DEV_OUTBOX === "1",
      rateLimitFactor: env.SIM_RATE_LIMIT_FACTOR,
    });
    process.env.PROVIDER_URL = sim.url;
    stopSimulator = sim.close;
    console.log(`provider simulator on ${sim.url} (data in ${env.DATA_DIR})`);
  }

  const build = (await import(pathToFileURL(resolve("build/index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY === "1") app.set("trust proxy", true);
  app.use(compression());
  app.use(securityHeaders(env.EMBED_ALLOWED_ORIGINS));
  app.use(sameOriginPosts);
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  app.all("*", createRequestHandler({ build, mode: env.NODE_ENV === "development" ? "development" : "production" }));

  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`trade platform on http://${env.HOST}:${env.PORT}`);
    // Under `npm run dev`, tell the Remix dev server this build is live (it restarts us on change).
    if (env.NODE_ENV === "development" && process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
  });

  const shutdown = () => {
    server.close();
    void stopSimulator?.().finally(() => process.exit(0));
    if (!stopSimulator) process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

void main();
