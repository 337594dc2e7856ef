import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** Debian's redis-server (`.ci/run` installs it when missing); undefined on a machine without it. */
export const REDIS_SERVER_BINARY = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((path) => existsSync(path));

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** A throw-away redis-server for tests: no persistence, loopback only, stopped and started again at will. */
export class RedisServer {
  #process: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!REDIS_SERVER_BINARY) throw new Error("redis-server is not installed (apt-get install redis-server)");
    const args = ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"];
    const child = spawn(REDIS_SERVER_BINARY, args, { stdio: ["ignore", "pipe", "inherit"] });
    this.#process = child;
    await new Promise<void>((ready, fail) => {
      let seen = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes("Ready to accept connections")) ready();
      });
      child.once("exit", (code) => fail(new Error(`redis-server exited (${code}) before it was ready:\n${seen}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.#process;
    this.#process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }
}
