import { z } from 'zod';
import { PROTEST_DAMAGE_TYPE_KEYS, type ProtestDamageTypeKey } from '../codes/protest-damage-types';
import type { DocumentTypeKey } from '../codes/document-types';
import { billOfLadingSchema } from '../validators/bill-of-lading';
import { containerNumberSchema } from '../validators/container-number';
import { cteAccessKeySchema } from '../validators/cte';
import { DRAFT_MAX_CHARACTERS, draftField } from '../validators/draft-field';
import { weightSchema } from '../validators/measure';
import { compareDecimals } from '../validators/decimal';
import { latestOfficeDate, validateNotFuture } from '../validators/future-date';

// Kilograms, read like every number the api takes: "18650", "18650,5"; "18.650" is ambiguous.
const weight = weightSchema;
const seal = z.string().trim().min(1).max(40);

/**
 * The discharge has happened. The letter's office follows its port of discharge, which only the
 * api can look up, so the form refuses a date after today at every office, and the api checks
 * it again at the letter's own office.
 */
const dischargeDate = z.iso.date().superRefine((date, ctx) => {
  const checked = validateNotFuture(date, { date: latestOfficeDate() });
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.error });
});

export const protestContainerSchema = z
  .object({
    number: containerNumberSchema,
    damages: z.array(z.enum(PROTEST_DAMAGE_TYPE_KEYS)).max(PROTEST_DAMAGE_TYPE_KEYS.length).default([]),
    sealManifested: seal.nullish(),
    sealDetermined: seal.nullish(),
    weightManifested: weight.nullish(),
    weightDetermined: weight.nullish(),
  })
  .strict();
export type ProtestContainer = z.infer<typeof protestContainerSchema>;

/** Everything a filed letter carries (SPEC §3), with one or more containers. */
export const protestLetterSchema = z
  .object({
    // A broker files for a client it represents; a client user for its own company.
    clientId: z.uuid().optional(),
    billOfLading: billOfLadingSchema,
    houseBillOfLading: z.string().trim().max(40).nullish(),
    cte: cteAccessKeySchema.nullish(),
    vesselId: z.uuid().nullish(),
    ship: z.string().trim().min(1).max(200),
    voyage: z.string().trim().min(1).max(40),
    merchandise: z.string().trim().min(1).max(2000),
    notifyingCompany: z.string().trim().min(1).max(300),
    portOfEmbarkationId: z.uuid(),
    portOfDischargeId: z.uuid(),
    dischargeDate,
    containers: z
      .array(protestContainerSchema)
      .min(1)
      .max(200)
      .refine((cs) => new Set(cs.map((c) => c.number)).size === cs.length, 'duplicate container number'),
    inspectionRequested: z.boolean().default(false),
  })
  .strict();
export type ProtestLetterInput = z.infer<typeof protestLetterSchema>;

/**
 * A draft may be anything the wizard has so far: each field present is checked by the filing's
 * rule and stored as it outputs it (weights canonical, container numbers upper-case); what is
 * missing is checked only when the letter is filed.
 */
const protestDraftDataSchema = () => {
  const letterFields = protestLetterSchema.shape;
  const containerFields = protestContainerSchema.shape;
  return z.object({
    ...Object.fromEntries(
      (Object.keys(letterFields) as (keyof typeof letterFields)[])
        .filter((key) => key !== 'containers' && key !== 'clientId')
        .map((key) => [key, draftField(letterFields[key])]),
    ),
    containers: z
      .array(
        z.object(
          Object.fromEntries(
            (Object.keys(containerFields) as (keyof typeof containerFields)[]).map((key) => [
              key,
              draftField(containerFields[key]),
            ]),
          ),
        ),
      )
      .max(200)
      .optional(),
  });
};

// Built on first use: the workflow sandbox loads this module for every letter it runs.
export const protestDraftSchema = z.lazy(() =>
  z
    .object({
      clientId: z.uuid({ error: 'validation.invalidOption' }).optional(),
      data: protestDraftDataSchema().prefault({}),
    })
    .strict()
    .refine((d) => JSON.stringify(d.data).length <= DRAFT_MAX_CHARACTERS, {
      path: ['data'],
      message: 'validation.tooLong',
      params: { max: DRAFT_MAX_CHARACTERS },
    }),
);

const sameWeight = (a: string, b: string) => compareDecimals(a, b) === 0;

/**
 * The damages of a container with the divergences the figures themselves show: a determined
 * seal or weight different from the manifested one adds its damage type.
 */
export function withDerivedDamages(c: ProtestContainer): ProtestDamageTypeKey[] {
  const damages = new Set<ProtestDamageTypeKey>(c.damages);
  if (
    c.sealManifested &&
    c.sealDetermined &&
    c.sealManifested.toUpperCase() !== c.sealDetermined.toUpperCase()
  )
    damages.add('SEAL_DIVERGENCE');
  if (c.weightManifested && c.weightDetermined && !sameWeight(c.weightManifested, c.weightDetermined))
    damages.add('WEIGHT_DIVERGENCE');
  return PROTEST_DAMAGE_TYPE_KEYS.filter((k) => damages.has(k));
}

/**
 * The files a letter must carry (SPEC §5), each satisfied by any of its document types; the
 * survey report (laudo) is optional.
 */
export const REQUIRED_PROTEST_FILES: readonly { name: string; anyOf: readonly DocumentTypeKey[] }[] = [
  { name: 'damageReport', anyOf: ['DAMAGE_REPORT'] },
  { name: 'cteOrBillOfLading', anyOf: ['CTE', 'MASTER_BILL_OF_LADING', 'HOUSE_BILL_OF_LADING'] },
  { name: 'invoice', anyOf: ['NOTA_FISCAL', 'COMMERCIAL_INVOICE'] },
  { name: 'packingList', anyOf: ['PACKING_LIST'] },
];

export function missingProtestFiles(attached: readonly string[]): string[] {
  return REQUIRED_PROTEST_FILES.filter((r) => !r.anyOf.some((t) => attached.includes(t))).map((r) => r.name);
}
