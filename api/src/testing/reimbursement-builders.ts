import { crc32, deflateSync } from 'node:zlib';
import type { Knex } from 'knex';
import { officeNow } from '@claims/domain';
import { postFile } from './upload';
import { fileThroughDraft, type Api } from './filing-steps';

/**
 * Builders for reimbursement requests through the real API (tests, recorded histories, demo
 * data): a draft with the documents the claim needs, then the submission.
 */
export const PDF = onePagePdf('Cargo claim document');
/** A real 1×1 PNG (valid chunks and CRCs). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A real grey PNG of any size, each row a shade darker than the one above (so a cropped preview
 * differs from a whole one): a photo as a phone takes it, far larger than any dialog.
 */
export function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    rows.fill(255 - Math.floor((y * 255) / height), y * (width + 1) + 1, (y + 1) * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small but complete PDF (one A4 page with a line of text, cross-reference table included). */
export function onePagePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const REQUIRED_FILES = [
  ['COMMERCIAL_INVOICE', 'invoice.pdf'],
  ['PACKING_LIST', 'packing-list.pdf'],
  ['PHOTOS', 'avaria.png'],
  ['SURVEY_REPORT', 'laudo.pdf'],
  ['PROOF_OF_PAYMENT', 'comprovante.pdf'],
] as const;

export function uploadRequestFile(
  baseUrl: string,
  requestId: string,
  headers: Record<string, string>,
  file: { documentType: string; name: string },
) {
  const png = file.name.endsWith('.png');
  return postFile(baseUrl, `/api/reimbursements/${requestId}/files`, headers, {
    ...file,
    content: png ? PNG : PDF,
    type: png ? 'image/png' : 'application/pdf',
  });
}

/** Port and vessel ids of the seeded reference data. */
export async function shippingRefs(db: Knex) {
  const ports = await db('ports').whereNull('deleted_at').orderBy('code').limit(2).pluck('id');
  const vessel = await db('vessels').whereNull('deleted_at').orderBy('name').first('id');
  return {
    portOfLoadingId: ports[0] as string,
    portOfDischargeId: ports[1] as string,
    vesselId: vessel.id as string,
  };
}

type ShippingRefs = Awaited<ReturnType<typeof shippingRefs>>;

/** A complete, valid submission (a fault, a damage and an extra cost, one of them in USD). */
export function requestBody(refs: ShippingRefs, overrides: Record<string, unknown> = {}) {
  return {
    office: 'BR',
    serviceType: 'CABOTAGE',
    clientData: {
      taxId: '43.219.876/0001-36',
      companyName: 'Exportadora Alfa Ltda',
      stateRegistration: '110.042.490.114',
      cityRegistration: '4.123.456-7',
    },
    shipping: {
      blOrCte: 'MSCUSSZ123456',
      bookingNumber: 'BK2026001',
      houseBl: 'HB778899',
      invoiceNumber: 'NF-10203',
      ...refs,
      // Today at the office: the UTC date is tomorrow there after 21:00, and refused as future.
      dischargeDate: officeNow('BR').date,
      containers: ['MSCU1234566', 'TGHU7654320'],
      voyage: '245S',
      transporter: 'Transportes Rápidos Ltda',
      transportModal: 'PORT_TO_PORT',
      stuffingModal: 'WITH_STUFFING_WITH_UNSTUFFING',
    },
    faults: [
      {
        productDescription: 'Café em grãos, saca 60 kg',
        amount: '10',
        unitPrice: '850.00',
        totalPrice: '8500.00',
        currency: 'BRL',
      },
    ],
    damages: [
      {
        productDescription: 'Café em grãos molhado',
        amount: '4',
        unitPrice: '150.00',
        totalPrice: '600.00',
        currency: 'USD',
        quotation: '5.4321',
        damageDescription: 'Sacas molhadas por infiltração',
        destination: 'SOLD_AS_SALVAGE',
        salePrice: '100.00',
        address: 'Rua do Porto, 100, Santos/SP',
        name: 'Carlos Almeida',
        phone: '+55 13 99999-0000',
        lossMitigationValue: '100.00',
      },
    ],
    extraCosts: [{ description: 'Armazenagem extra', value: '1200.00', total: '1200.00', currency: 'BRL' }],
    bankData: { bank: '341', agency: '0001', checkingAccount: '12345-6' },
    ...overrides,
  };
}

/** Drafts, attaches the required documents and submits a request; answers the filed request. */
export async function fileReimbursement(
  baseUrl: string,
  call: Api,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  clientId?: string,
) {
  return fileThroughDraft(call, headers, {
    cases: '/api/reimbursements',
    forClient: clientId ? { clientId } : {},
    documents: REQUIRED_FILES,
    upload: (draftId, file) => uploadRequestFile(baseUrl, draftId, headers, file),
    body,
  });
}

/**
 * The submission of a draft a letter of protest offered (`draftId`), as the wizard sends it: the
 * client data the draft carries, completed with the registrations the client types, and no
 * damages or extra costs.
 */
export function offeredDraftSubmission(
  refs: ShippingRefs,
  draftId: string,
  clientData: Record<string, unknown>,
  registrations: { stateRegistration: string; cityRegistration: string },
) {
  return {
    ...requestBody(refs, { clientData: { ...clientData, ...registrations }, damages: [], extraCosts: [] }),
    draftId,
  };
}
