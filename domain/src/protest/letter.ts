import { z } from 'zod';
import { PROTEST_DAMAGE_TYPE_KEYS, type ProtestDamageTypeKey } from '../codes/protest-damage-types';
import type { DocumentTypeKey } from '../codes/document-types';
import { billOfLadingSchema } from '../validators/bill-of-lading';
import { containerNumberSchema } from '../validators/container-number';
import { cteAccessKeySchema } from '../validators/cte';

const weight = z.string().regex(/^\d{1,11}(\.\d{1,3})?$/);
const seal = z.string().trim().min(1).max(40);

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
    dischargeDate: z.iso.date(),
    containers: z
      .array(protestContainerSchema)
      .min(1)
      .max(200)
      .refine((cs) => new Set(cs.map((c) => c.number)).size === cs.length, 'duplicate container number'),
    inspectionRequested: z.boolean().default(false),
  })
  .strict();
export type ProtestLetterInput = z.infer<typeof protestLetterSchema>;

/** A draft may be anything the wizard has so far; it is checked in full only when filed. */
export const protestDraftSchema = z
  .object({ clientId: z.uuid().optional(), data: z.record(z.string(), z.unknown()).default({}) })
  .strict()
  .refine((d) => JSON.stringify(d.data).length <= 200_000, 'draft too large');

const sameWeight = (a: string, b: string) => Number(a) === Number(b);

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
