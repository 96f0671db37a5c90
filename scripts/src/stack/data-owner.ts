import fs from 'node:fs';
import path from 'node:path';

/**
 * Which servers the data in DATA_DIR belongs to (issue 17). `.data` holds the embedded
 * PostgreSQL cluster and Temporal's SQLite file, or only the memory of having used the servers
 * already running on 5432 and 7233: the cases in one database and their workflows in one
 * Temporal belong together. Once `npm start` chose, later starts use the same servers, even
 * when another PostgreSQL or Temporal appears on the usual ports, and refuse to start rather
 * than quietly create an empty cluster beside the cases.
 */
export type Owner = 'embedded' | 'local';

export interface StackMarker {
  postgres?: Owner;
  temporal?: Owner;
}

export const markerPath = (dataDir: string) => path.join(dataDir, 'stack.json');

export function readMarker(dataDir: string): StackMarker {
  const marker: StackMarker = {};
  try {
    Object.assign(marker, JSON.parse(fs.readFileSync(markerPath(dataDir), 'utf8')) as StackMarker);
  } catch {
    // none yet (a new .data, or one from before the marker)
  }
  // Data from before the marker: an embedded cluster or SQLite file in it says whose it is.
  if (!marker.postgres && fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')))
    marker.postgres = 'embedded';
  if (!marker.temporal && fs.existsSync(path.join(dataDir, 'temporal', 'temporal.db')))
    marker.temporal = 'embedded';
  return marker;
}

export function remember(dataDir: string, service: keyof StackMarker, owner: Owner): void {
  const marker = { ...readMarker(dataDir), [service]: owner };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(markerPath(dataDir), `${JSON.stringify(marker, null, 2)}\n`);
}

/**
 * Where a service's data is: the one `.data` belongs to if it is known, else the server found
 * on the usual port, else a new embedded one. `problem` when the server the data belongs to is
 * gone (the caller says how to bring it back).
 */
export function choose(
  owner: Owner | undefined,
  localAnswers: boolean,
): { use: Owner } | { problem: 'LOCAL_GONE' } {
  if (owner === 'embedded') return { use: 'embedded' };
  if (owner === 'local') return localAnswers ? { use: 'local' } : { problem: 'LOCAL_GONE' };
  return { use: localAnswers ? 'local' : 'embedded' };
}
