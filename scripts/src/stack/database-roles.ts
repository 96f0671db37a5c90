import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { provisionDatabase as provisionWith, type DatabaseLogins } from '@claims/db';
import { DATA_DIR } from './paths';

export type { DatabaseLogins };

/**
 * The product's database and its roles on a server we hold the admin login of (the local
 * PostgreSQL on 5432, or the embedded one), with the passwords this machine keeps in .data.
 * What the roles are and may do: db/src/database-roles.ts.
 */
export function provisionDatabase(adminUrl: string, database: string): Promise<DatabaseLogins> {
  return provisionWith(adminUrl, database, rolePasswords());
}

/**
 * The two logins' passwords: made once and kept in .data (mode 600), so a server that asks for
 * passwords gets the same ones on every start.
 */
function rolePasswords(): { owner: string; app: string } {
  const file = path.join(DATA_DIR, 'database-roles.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    // Written whole, then linked into place: a parallel run either wins or reads the winner's.
    const draft = `${file}.${process.pid}`;
    fs.writeFileSync(draft, JSON.stringify({ owner: secret(), app: secret() }), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch {
      // Another process linked its file first.
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const secret = () => crypto.randomBytes(18).toString('base64url');
