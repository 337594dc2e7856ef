import { closeSync, fstatSync, openSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/** Bytes a log file grows to before it is rotated, and how many files (the live one included) are kept per log. */
export const LOG_FILE_BYTES = 5 * 1024 * 1024;
export const LOG_FILES_KEPT = 4;

/**
 * How long a writer believes its own count of the live file's size before looking again: other
 * processes' lines and a rotation by one of them are noticed within this time (or at once when
 * the count says the file is full), and a line costs one write, not a write and a look.
 */
const LOOK_EVERY_MS = 1_000;
/** A lock older than this was left by a process that died while rotating. */
const STALE_LOCK_MS = 10_000;

/** The folder both processes write their logs to: LOG_DIR, else `<DATA_DIR>/logs`. */
export function logDirOf(dataDir: string, logDir: string | undefined = process.env.LOG_DIR): string {
  return logDir || join(dataDir, "logs");
}

export interface RotatingFileOptions {
  maxBytes?: number;
  /** Files kept, the live one included: `app.log`, `app.log.1` … `app.log.<files-1>`. */
  files?: number;
  /** How long a writer trusts its own count of the file's size (LOOK_EVERY_MS). */
  lookEveryMs?: number;
}

/**
 * A log file that rotates by size (`app.log` → `app.log.1` → …, the oldest dropped), so a
 * long-running demo cannot fill the disk. Several processes (the app's workers) may append to the
 * same file: writes are appends, one of them rotates under a lock file, and the others reopen the
 * live file when they see it was renamed under them. Written synchronously, as pino's own file
 * destination is by default, so a line is on disk before the process can die.
 */
export class RotatingFile {
  readonly path: string;
  readonly #maxBytes: number;
  readonly #files: number;
  readonly #lookEveryMs: number;
  #fd: number;
  #ino: number;
  /** The live file's size as last looked at plus what this writer added since, and when it was looked at. */
  #size = 0;
  #sizeKnownAt = 0;

  constructor(path: string, options: RotatingFileOptions = {}) {
    this.path = path;
    this.#maxBytes = options.maxBytes ?? LOG_FILE_BYTES;
    this.#files = Math.max(1, options.files ?? LOG_FILES_KEPT);
    this.#lookEveryMs = options.lookEveryMs ?? LOOK_EVERY_MS;
    this.#fd = openSync(path, "a");
    this.#ino = fstatSync(this.#fd).ino;
  }

  /** pino's destination interface. */
  write(line: string): boolean {
    const bytes = Buffer.byteLength(line);
    if (this.#sizeKnownAt === 0 || Date.now() - this.#sizeKnownAt >= this.#lookEveryMs || this.#size + bytes > this.#maxBytes) this.#look();
    if (this.#size > 0 && this.#size + bytes > this.#maxBytes) this.#rotate();
    writeSync(this.#fd, line);
    this.#size += bytes;
    return true;
  }

  /** Reads the live file's size, and reopens it when another process rotated it (or it was deleted). */
  #look() {
    try {
      const now = statSync(this.path);
      if (now.ino !== this.#ino) this.#reopen();
      this.#size = now.size;
    } catch {
      this.#reopen();
      this.#size = 0;
    }
    this.#sizeKnownAt = Date.now();
  }

  end(): void {
    closeSync(this.#fd);
  }

  #reopen() {
    closeSync(this.#fd);
    this.#fd = openSync(this.path, "a");
    this.#ino = fstatSync(this.#fd).ino;
  }

  #rotate() {
    const lock = `${this.path}.lock`;
    let lockFd: number;
    try {
      lockFd = openSync(lock, "wx");
    } catch {
      // Another process is rotating: this line goes to whichever file is live now.
      if (Date.now() - lockTakenAt(lock) > STALE_LOCK_MS) rmSync(lock, { force: true });
      return;
    }
    try {
      // Someone may have rotated between our look and the lock.
      if (statSync(this.path).ino === this.#ino && statSync(this.path).size > 0) {
        rmSync(`${this.path}.${this.#files - 1}`, { force: true });
        for (let n = this.#files - 2; n >= 1; n--) renameIfThere(`${this.path}.${n}`, `${this.path}.${n + 1}`);
        if (this.#files > 1) renameSync(this.path, `${this.path}.1`);
        else rmSync(this.path, { force: true });
      }
      this.#reopen();
      this.#size = fstatSync(this.#fd).size;
      this.#sizeKnownAt = Date.now();
    } finally {
      closeSync(lockFd);
      unlinkSync(lock);
    }
  }
}

function renameIfThere(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** When the lock was taken (its mtime), or now when it is already gone. */
function lockTakenAt(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}
