/**
 * Demo vessels for seeds and tests. The names are invented (the fictional "Ventura Lines") so
 * nobody mistakes demo claims for ones against a real ship; `code` is the short vessel code
 * that prefixes voyage numbers, as carriers' schedules do.
 */
export interface Vessel {
  readonly code: string;
  readonly name: string;
  readonly shortName: string;
}

export const VESSELS = [
  { code: 'VPM', name: 'Ventura Pampa', shortName: 'V. PAMPA' },
  { code: 'VPR', name: 'Ventura Paraná', shortName: 'V. PARANA' },
  { code: 'VGU', name: 'Ventura Guaraní', shortName: 'V. GUARANI' },
  { code: 'VAT', name: 'Ventura Atlântico', shortName: 'V. ATLANTICO' },
  { code: 'VCA', name: 'Ventura Candombe', shortName: 'V. CANDOMBE' },
  { code: 'VIG', name: 'Ventura Iguaçu', shortName: 'V. IGUACU' },
  { code: 'VPL', name: 'Ventura del Plata', shortName: 'V. PLATA' },
  { code: 'VSC', name: 'Ventura Santa Catarina', shortName: 'V. STA CATARINA' },
] as const satisfies readonly Vessel[];

export type VesselCode = (typeof VESSELS)[number]['code'];

const byCode = new Map<string, Vessel>(VESSELS.map((vessel) => [vessel.code, vessel]));

export function vesselByCode(code: string): Vessel | undefined {
  return byCode.get(code.toUpperCase());
}
