import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Rendered files on local disk, private to the service (mode 0600, never under a public path), named by the
 * job's content key. Writes go to a temporary file and are renamed into place, so a worker killed mid-write
 * never leaves a half file under the real name and a repeated render replaces nothing but itself.
 */
export class OutputStore {
  constructor(readonly directory: string) {}

  private path(key: string): string {
    if (!/^[a-zA-Z0-9._-]+$/u.test(key)) throw new Error('Invalid output key');
    return join(this.directory, key);
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async write(key: string, data: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const temporary = `${this.path(key)}.${process.pid}.tmp`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, this.path(key));
  }

  /** Throws unless files can be written here (checked when a worker starts, not at its first job). */
  async checkWritable(): Promise<void> {
    const probe = `.write-check.${process.pid}.tmp`;
    await this.write(probe, Buffer.alloc(0));
    await this.remove(probe);
  }

  async remove(key: string): Promise<void> {
    await unlink(this.path(key)).catch(() => undefined);
  }

  /** Finished outputs (temporary files excluded). */
  async keys(): Promise<string[]> {
    try {
      return (await readdir(this.directory)).filter((name) => !name.endsWith('.tmp'));
    } catch {
      return [];
    }
  }

  /** Removes temporary files left by processes that are gone (a worker killed while writing). */
  async removeAbandoned(): Promise<void> {
    for (const name of await readdir(this.directory).catch(() => [] as string[])) {
      const pid = Number(/\.(\d+)\.tmp$/u.exec(name)?.[1]);
      if (!pid || pid === process.pid) continue;
      try {
        process.kill(pid, 0);
      } catch {
        await unlink(join(this.directory, name)).catch(() => undefined);
      }
    }
  }
}
