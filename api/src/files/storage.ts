import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Uploaded files on disk, outside the web root, each under a generated name: nothing a user sends
 * ever becomes part of a path.
 */
export interface FileStorage {
  save(content: Buffer): Promise<string>;
  open(storedName: string): fs.ReadStream;
  /** Removes a file whose row never committed (an upload that failed half-way). */
  remove(storedName: string): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createFileStorage(root: string): FileStorage {
  const where = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`not a stored file name: ${storedName}`);
    return path.join(root, storedName.slice(0, 2), storedName);
  };
  return {
    async save(content) {
      const storedName = randomUUID();
      const file = where(storedName);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(file, content, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    open: (storedName) => fs.createReadStream(where(storedName)),
    remove: (storedName) => fs.promises.rm(where(storedName), { force: true }),
  };
}
