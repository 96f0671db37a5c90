import type { z } from 'zod';
import {
  carrierNoticeSchema,
  clientSchema,
  customsBrokerSchema,
  documentTypeSchema,
  portSchema,
  sinisterCauseSchema,
  userRecordSchema,
  vesselSchema,
} from '@claims/contract';
import {
  auditFieldKeys,
  CATALOGUES,
  OFFICE_KEYS,
  protest,
  reimbursement,
  SETTING_KEYS,
  settingPartKey,
  SUPPORTED_LOCALES,
  type MessageKey,
} from '@claims/domain';
import { UNAUDITED_FIELDS } from './audit';

/** What auditRecordChange logs of a record the api presents with `schema`. */
const loggedFields = (schema: z.ZodObject) =>
  Object.keys(schema.shape).filter((field) => !UNAUDITED_FIELDS.has(field));

/**
 * Every field an audit entry can carry, per entity, as the writers write them: the presented
 * record of clients and reference data (auditRecordChange), a user's record plus the e-mail
 * change (routes/users, auth/email-change), the settings rows (routes/settings/store).
 */
const WRITTEN: Record<string, string[]> = {
  users: [...Object.keys(userRecordSchema.shape), 'emailChangeRequested'],
  clients: loggedFields(clientSchema),
  'customs-brokers': loggedFields(customsBrokerSchema),
  ports: loggedFields(portSchema),
  vessels: loggedFields(vesselSchema),
  'sinister-causes': loggedFields(sinisterCauseSchema),
  'document-types': loggedFields(documentTypeSchema),
  settings: [
    SETTING_KEYS.authorityLimit,
    SETTING_KEYS.carrierNotice,
    ...OFFICE_KEYS.flatMap((office) => [
      SETTING_KEYS.reimbursementTimers(office),
      SETTING_KEYS.protestTimers(office),
      SETTING_KEYS.noticeDays(office),
    ]),
  ],
};

/** The parts of a settings row's value: `{ limit }`, `{ noticeDays }`, the carrier notice, the timers. */
const SETTING_PARTS = [
  'limit',
  'noticeDays',
  ...Object.keys(carrierNoticeSchema.shape),
  ...reimbursement.REIMBURSEMENT_TIMER_KEYS,
  ...protest.PROTEST_TIMER_KEYS,
];

const missingIn = (keys: readonly MessageKey[]) =>
  SUPPORTED_LOCALES.filter((locale) =>
    keys.some((key) => !CATALOGUES[locale][key as keyof (typeof CATALOGUES)[typeof locale]]?.trim()),
  );

describe('the audit log names every field it writes (issue 16)', () => {
  it('knows every kind of record the log holds', () => {
    const named = Object.keys(CATALOGUES['pt-BR'])
      .filter((key) => key.startsWith('backOffice.auditLog.entities.'))
      .map((key) => key.slice('backOffice.auditLog.entities.'.length));
    expect(Object.keys(WRITTEN).sort()).toEqual(named.sort());
  });

  it.each(Object.entries(WRITTEN))('%s: each field in pt-BR, en and es', (entity, fields) => {
    expect(fields.length).toBeGreaterThan(0);
    const unnamed = fields
      .map((field) => ({ field, keys: auditFieldKeys(entity, field) }))
      .filter(({ keys }) => !keys || missingIn(keys).length)
      .map(({ field, keys }) => ({ field, missingIn: keys ? missingIn(keys) : SUPPORTED_LOCALES }));
    expect(unnamed).toEqual([]);
  });

  it('settings: each part of a row’s value is named, or is the value itself', () => {
    const unnamed = SETTING_PARTS.filter((part) => {
      const key = settingPartKey(part);
      return key === undefined || (key !== null && missingIn([key]).length);
    });
    expect(unnamed).toEqual([]);
  });

  it('a field nobody writes has no words: the test above would catch a new one', () => {
    expect(auditFieldKeys('clients', 'somethingNew')).toBeUndefined();
    expect(auditFieldKeys('settings', 'reimbursement.somethingNew')).toBeUndefined();
    expect(settingPartKey('somethingNewMs')).toBeUndefined();
  });
});
