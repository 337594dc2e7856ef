import { closeSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { LOG_SOURCES, type LogSource } from "../../contract/logs";
import { logFilesIn } from "./search";

/** How far one source has been read: the live file's inode, the bytes read, a line not yet ended. */
interface Position {
  ino: number;
  offset: number;
  rest: string;
  /** Holds a character split between two reads. */
  decoder: StringDecoder;
}

const CHUNK_BYTES = 256 * 1024;

/**
 * Follows the live files of a log folder from their current end, as `tail -F` does: each poll
 * reads what they grew by and hands on each whole new line. A file rotated away since the last
 * poll is read to its end (found by its inode among the rotated ones) before the new one.
 */
export class LogTail {
  readonly #dir: string;
  readonly #onLine: (raw: string, source: LogSource, id: string) => void;
  readonly #positions = new Map<LogSource, Position>();

  constructor(dir: string, onLine: (raw: string, source: LogSource, id: string) => void) {
    this.#dir = dir;
    this.#onLine = onLine;
    for (const source of LOG_SOURCES) {
      const live = statOrNull(this.#live(source));
      this.#positions.set(source, { ino: live?.ino ?? 0, offset: live?.size ?? 0, rest: "", decoder: new StringDecoder("utf8") });
    }
  }

  poll(): void {
    for (const source of LOG_SOURCES) this.#pollSource(source);
  }

  #live(source: LogSource) {
    return join(this.#dir, `${source}.log`);
  }

  #pollSource(source: LogSource) {
    const position = this.#positions.get(source)!;
    const live = statOrNull(this.#live(source));
    if (!live) return;
    if (live.ino !== position.ino) {
      const rotated = logFilesIn(this.#dir).find((f) => f.source === source && f.generation > 0 && statOrNull(f.path)?.ino === position.ino);
      if (rotated) this.#read(source, rotated.path, position, Infinity);
      Object.assign(position, { ino: live.ino, offset: 0, rest: "", decoder: new StringDecoder("utf8") });
    }
    if (live.size < position.offset) Object.assign(position, { offset: 0, rest: "", decoder: new StringDecoder("utf8") });
    this.#read(source, this.#live(source), position, live.size);
  }

  /** Reads `path` from the position up to `size` (a rotated file: to its end), in chunks. */
  #read(source: LogSource, path: string, position: Position, size: number) {
    let fd: number;
    try {
      fd = openSync(path, "r");
    } catch {
      return;
    }
    try {
      const end = size === Infinity ? (statOrNull(path)?.size ?? 0) : size;
      while (position.offset < end) {
        const buffer = Buffer.alloc(Math.min(end - position.offset, CHUNK_BYTES));
        const read = readSync(fd, buffer, 0, buffer.length, position.offset);
        if (read === 0) break;
        let at = position.offset - Buffer.byteLength(position.rest);
        const lines = (position.rest + position.decoder.write(buffer.subarray(0, read))).split("\n");
        position.rest = lines.pop() ?? "";
        position.offset += read;
        for (const line of lines) {
          if (line) this.#onLine(line, source, `${source}@${position.ino}:${at}`);
          at += Buffer.byteLength(line) + 1;
        }
      }
    } finally {
      closeSync(fd);
    }
  }
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
