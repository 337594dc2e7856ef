import { paths } from "../../contract/paths";

/** The simulator's API areas; the rest of the contract (the HS open API, dev helpers) is served elsewhere. */
const SIMULATED_AREAS = ["uaa", "admin", "account", "notification"] as const;

/** Every simulator endpoint the contract names, with its area: the sweeps grow as paths are added. */
export function simulatorEndpoints(): { area: (typeof SIMULATED_AREAS)[number]; name: string; path: string }[] {
  return SIMULATED_AREAS.flatMap((area) =>
    Object.entries(paths[area] as Record<string, string>).map(([name, path]) => ({ area, name, path })),
  );
}

export const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

/** Text no answer may carry: stack frames, source files, server paths. */
export const LEAK = /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|node_modules|\/work\/|\/home\/|\/tmp\/|SQLITE_|TypeError|ReferenceError/;
