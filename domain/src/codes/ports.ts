/**
 * Container ports of the four countries we serve, identified by UN/LOCODE. This is seed data
 * for the ports table (the admin maintains the live list under /ports); only codes published
 * in the UN/LOCODE list belong here, because customers and partners quote them on documents.
 */
export interface Port {
  readonly code: string;
  readonly name: string;
  readonly city: string;
  readonly country: 'AR' | 'BR' | 'PY' | 'UY';
}

export const PORTS = [
  { code: 'BRSSZ', name: 'Porto de Santos', city: 'Santos', country: 'BR' },
  { code: 'BRRIG', name: 'Porto do Rio Grande', city: 'Rio Grande', country: 'BR' },
  { code: 'BRPNG', name: 'Porto de Paranaguá', city: 'Paranaguá', country: 'BR' },
  { code: 'BRITJ', name: 'Porto de Itajaí', city: 'Itajaí', country: 'BR' },
  { code: 'BRNVT', name: 'Portonave', city: 'Navegantes', country: 'BR' },
  { code: 'BRIOA', name: 'Porto Itapoá', city: 'Itapoá', country: 'BR' },
  { code: 'BRSFS', name: 'Porto de São Francisco do Sul', city: 'São Francisco do Sul', country: 'BR' },
  { code: 'BRRIO', name: 'Porto do Rio de Janeiro', city: 'Rio de Janeiro', country: 'BR' },
  { code: 'BRVIX', name: 'Porto de Vitória', city: 'Vitória', country: 'BR' },
  { code: 'BRSSA', name: 'Porto de Salvador', city: 'Salvador', country: 'BR' },
  { code: 'BRSUA', name: 'Porto de Suape', city: 'Ipojuca', country: 'BR' },
  { code: 'BRPEC', name: 'Porto do Pecém', city: 'São Gonçalo do Amarante', country: 'BR' },
  { code: 'BRFOR', name: 'Porto de Fortaleza (Mucuripe)', city: 'Fortaleza', country: 'BR' },
  { code: 'BRVLC', name: 'Porto de Vila do Conde', city: 'Barcarena', country: 'BR' },
  { code: 'BRBEL', name: 'Porto de Belém', city: 'Belém', country: 'BR' },
  { code: 'BRMAO', name: 'Porto de Manaus', city: 'Manaus', country: 'BR' },
  { code: 'BRPOA', name: 'Porto de Porto Alegre', city: 'Porto Alegre', country: 'BR' },
  { code: 'ARBUE', name: 'Puerto de Buenos Aires', city: 'Buenos Aires', country: 'AR' },
  { code: 'ARZAE', name: 'Puerto de Zárate', city: 'Zárate', country: 'AR' },
  { code: 'ARROS', name: 'Puerto de Rosario', city: 'Rosario', country: 'AR' },
  { code: 'ARBHI', name: 'Puerto de Bahía Blanca', city: 'Bahía Blanca', country: 'AR' },
  { code: 'ARMDQ', name: 'Puerto de Mar del Plata', city: 'Mar del Plata', country: 'AR' },
  { code: 'ARPMY', name: 'Puerto Madryn', city: 'Puerto Madryn', country: 'AR' },
  { code: 'ARUSH', name: 'Puerto de Ushuaia', city: 'Ushuaia', country: 'AR' },
  { code: 'UYMVD', name: 'Puerto de Montevideo', city: 'Montevideo', country: 'UY' },
  { code: 'UYNVP', name: 'Puerto de Nueva Palmira', city: 'Nueva Palmira', country: 'UY' },
  { code: 'UYFZB', name: 'Puerto de Fray Bentos', city: 'Fray Bentos', country: 'UY' },
  { code: 'PYASU', name: 'Puerto de Asunción', city: 'Asunción', country: 'PY' },
  { code: 'PYVLL', name: 'Puerto de Villeta', city: 'Villeta', country: 'PY' },
] as const satisfies readonly Port[];

export type PortCode = (typeof PORTS)[number]['code'];

/** Five characters: the ISO 3166 country code, then three letters or digits 2-9 for the place. */
export const UN_LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

const byCode = new Map<string, Port>(PORTS.map((port) => [port.code, port]));

export function portByCode(code: string): Port | undefined {
  return byCode.get(code.replace(/\s+/g, '').toUpperCase());
}
