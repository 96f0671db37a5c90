import type { Option } from '../../forms/inputs';
import { useReferenceChoices, type ReferenceSource } from '../../forms/reference-choices';

/** A port with its country: cabotage sails between two ports of one (validateServiceRoute). */
export interface PortOption extends Option {
  country: string;
}

export interface ClientOption extends Option {
  country: string;
  /** The company's tax id as people write it: the wizard's client data start from it. */
  taxIdFormatted: string;
}

type Port = { id: string; name: string; code: string; country: string };
type Vessel = { id: string; name: string };
type Client = { id: string; name: string; country: string; taxIdFormatted: string };

export const PORTS: ReferenceSource<PortOption> = {
  path: '/api/ports',
  toOption: (r: Port) => ({ value: r.id, label: `${r.name} (${r.code})`, country: r.country }),
};
export const VESSELS: ReferenceSource = {
  path: '/api/vessels',
  toOption: (r: Vessel) => ({ value: r.id, label: r.name }),
};
export const CLIENTS: ReferenceSource<ClientOption> = {
  path: '/api/clients',
  toOption: (r: Client) => ({
    value: r.id,
    label: r.name,
    country: r.country,
    taxIdFormatted: r.taxIdFormatted,
  }),
};

/**
 * The ports, vessels and client companies the wizard offers (the api lists only reachable
 * clients): the first page of each, the rest reached by searching (forms/SearchSelect). Screens
 * that need no companies say so: an inspector may not list them, and a refused request on every
 * load is a failure the user never asked for. A list that cannot be read offers nothing.
 */
export function useReferenceOptions({ withClients = true }: { withClients?: boolean } = {}) {
  return {
    ports: useReferenceChoices(PORTS),
    vessels: useReferenceChoices(VESSELS),
    clients: useReferenceChoices(CLIENTS, { enabled: withClients }),
  };
}
