import type { Knex } from 'knex';
import type { Locale } from '@claims/domain';
import type { SessionProfile } from '@claims/contract';
import { User } from '@claims/db';

export type { SessionProfile };

/** The session user; `uploadMaxBytes` is the api's limit (config UPLOAD_MAX_BYTES), for the upload screens. */
export async function loadProfile(
  db: Knex,
  userId: string,
  uploadMaxBytes: number,
): Promise<SessionProfile | undefined> {
  const user = await User.query(db)
    .alias('u')
    .leftJoinRelated('[client as c, customsBroker as b]')
    .where('u.id', userId)
    .select(
      'u.id',
      'u.name',
      'u.lastName',
      'u.email',
      'u.language',
      'u.role',
      'u.team',
      'c.id as companyId',
      'c.name as companyName',
      'b.id as brokerId',
      'b.name as brokerName',
    )
    .first()
    .castTo<ProfileRow | undefined>();
  if (!user) return undefined;
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    language: user.language,
    roles: [user.role],
    teams: user.team ? [user.team] : [],
    company: user.companyId ? { id: user.companyId, name: user.companyName } : null,
    customsBroker: user.brokerId ? { id: user.brokerId, name: user.brokerName } : null,
    uploadMaxBytes,
  };
}

/** The user with the names of the company and the broker it belongs to, read in one statement. */
type ProfileRow = User & {
  companyId: string | null;
  companyName: string;
  brokerId: string | null;
  brokerName: string;
};

export async function setLanguage(db: Knex, userId: string, language: Locale): Promise<void> {
  await User.query(db).patch({ language }).where({ id: userId });
}
