/**
 * Builders for protest letters through the real API (tests, recorded histories, demo data):
 * a draft with the mandatory files attached, then the filing.
 */
import type { Knex } from 'knex';
import { officeNow } from '@claims/domain';
import { postFile } from './upload';
import { fileThroughDraft, type Api } from './filing-steps';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const MANDATORY_FILES = [
  ['DAMAGE_REPORT', 'relatorio-avaria.pdf'],
  ['CTE', 'cte.pdf'],
  ['NOTA_FISCAL', 'nota-fiscal.pdf'],
  ['PACKING_LIST', 'packing-list.pdf'],
] as const;

/** Uploads one file to a letter (a PDF unless told otherwise). */
export function uploadFile(
  baseUrl: string,
  letterId: string,
  headers: Record<string, string>,
  file: { documentType: string; name: string; content?: Buffer; type?: string },
) {
  return postFile(baseUrl, `/api/protest-letters/${letterId}/files`, headers, {
    ...file,
    content: file.content ?? PDF,
    type: file.type ?? 'application/pdf',
  });
}

/** Two seeded Brazilian ports, the route a letter names: where its cargo embarked and was discharged. */
export async function brazilianRoute(db: Knex): Promise<{ embarkation: string; discharge: string }> {
  const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
  return { embarkation: br[0], discharge: br[1] };
}

export function letterBody(
  ports: { embarkation: string; discharge: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    billOfLading: 'MSCUSSZ123456',
    houseBillOfLading: 'HB778899',
    ship: 'MSC Alfa',
    voyage: '245S',
    merchandise: 'Café em grãos, 320 sacas',
    notifyingCompany: 'Exportadora Alfa Ltda',
    portOfEmbarkationId: ports.embarkation,
    portOfDischargeId: ports.discharge,
    // Today at the office: the UTC date is tomorrow there after 21:00, and refused as future.
    dischargeDate: officeNow('BR').date,
    containers: [
      {
        number: 'MSCU1234566',
        damages: ['DENTED_SCRATCHED_RUSTED'],
        sealManifested: 'SL100200',
        sealDetermined: 'SL100299',
        weightManifested: '21000.000',
        weightDetermined: '21000',
      },
    ],
    inspectionRequested: false,
    ...overrides,
  };
}

/** Drafts, attaches the mandatory files and files a letter; answers the filed letter. */
export async function fileProtestLetter(
  baseUrl: string,
  call: Api,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  // A broker drafts in the name of the client the letter is for.
  const clientId = typeof body.clientId === 'string' ? { clientId: body.clientId } : {};
  return fileThroughDraft(call, headers, {
    cases: '/api/protest-letters',
    forClient: clientId,
    documents: MANDATORY_FILES,
    upload: (draftId, file) => uploadFile(baseUrl, draftId, headers, file),
    body,
  });
}

/** A client's inspection request as its form is filled: a day ahead, and whom to meet where. */
export const inspectionForm = {
  date: '2030-05-10',
  hour: '09:30',
  name: 'Maria Souza',
  contact: 'Armazém 4',
  telephone: '+55 13 99999-0000',
  address: 'Av. Portuária 100, Santos',
  email: 'maria@alfa.example.com',
};

/** The same request at an Argentine site, its contact written the Argentine way. */
export const argentineInspectionForm = {
  date: '2030-05-10',
  hour: '09:30',
  name: 'José Núñez',
  contact: 'Jefe de depósito',
  telephone: '+54 11 4321 5678',
  address: 'Av. Pedro de Mendoza 1200, Depósito 3, Buenos Aires',
  email: 'jose.nunez@alfa.example.com',
};

/**
 * An inspection scheduled for today at the office, at its last minute (a schedule must lie ahead):
 * its result may be recorded at once, as one for a later day may not.
 */
export function inspectionToday(office: 'BR' | 'AR' | 'PY' | 'UY' = 'BR'): { date: string; hour: string } {
  return { date: officeNow(office).date, hour: '23:59' };
}
