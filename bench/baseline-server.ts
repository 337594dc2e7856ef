import { createServer } from "node:http";

/**
 * The yardstick: a bare node:http server answering a fixed string. Run as its own process
 * (bench/system.ts) so it never shares an event loop with the load generator.
 */
const port = Number(process.env.PORT ?? 3291);
const host = process.env.HOST ?? "127.0.0.1";
const body = "hello world";

const server = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
});

server.listen(port, host, () => console.log(`baseline on http://${host}:${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
