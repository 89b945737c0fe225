import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-files.js';

/**
 * A local folder standing in for an outside service (the fax gateway, the sandbox message service): what would be
 * handed to the service is written there as files. They hold personal data in clear, so the folder is 0700 and the
 * files 0600.
 */
export class FileOutbox {
  private ready: Promise<void> | null = null;
  constructor(readonly dir: string) {}

  /** Creates the folder private, or makes an existing one private (once per process; again after a failure). */
  private ensureDir() {
    this.ready ??= ensurePrivateDir(this.dir).catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /**
   * Writes the file `name` unless it exists; false when it does (written by an earlier attempt), so that a retry
   * of something already handed over is a no-op.
   */
  async writeOnce(name: string, data: string | Uint8Array): Promise<boolean> {
    await this.ensureDir();
    try {
      await writeFile(join(this.dir, name), data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return false;
    }
  }

  /** Writes the file `name`, replacing it. */
  async write(name: string, data: string | Uint8Array): Promise<void> {
    await this.ensureDir();
    await writeFile(join(this.dir, name), data, { mode: PRIVATE_FILE_MODE });
  }

  /**
   * Removes the files whose names match `names` written before `before`, by their modification time; other files
   * in the folder are left alone. Answers the names removed.
   */
  async removeWrittenBefore(before: Date, names: RegExp): Promise<string[]> {
    const found = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const removed: string[] = [];
    for (const name of found) {
      if (!names.test(name)) continue;
      const path = join(this.dir, name);
      try {
        if ((await stat(path)).mtime >= before) continue;
        await unlink(path);
        removed.push(name);
      } catch (error) {
        // Removed meanwhile by an overlapping run.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return removed;
  }
}
