import type { ListPage } from '../../api/list';
import { useListQuery } from '../../api/queries';
import type { Option } from '../../forms/inputs';

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

const byName = { page: 1, perPage: 100, filter: {}, sort: [{ field: 'name', order: 'ASC' as const }] };
// Reference data changes seldom: a wizard opened again within minutes uses what was read, and
// the options of a form being filled in do not change under it.
const kept = { staleTime: 5 * 60_000, refetchOnWindowFocus: false };
const NONE: never[] = [];

// Outside the hook, so that the options keep their identity from one render to the next.
const portOptions = (p: ListPage<Port>): PortOption[] =>
  p.rows.map((r) => ({ value: r.id, label: `${r.name} (${r.code})`, country: r.country }));
const vesselOptions = (p: ListPage<Vessel>): Option[] => p.rows.map((r) => ({ value: r.id, label: r.name }));
const clientOptions = (p: ListPage<Client>): ClientOption[] =>
  p.rows.map((r) => ({ value: r.id, label: r.name, country: r.country, taxIdFormatted: r.taxIdFormatted }));

/**
 * The ports, vessels and client companies the wizard offers (the api lists only reachable clients).
 * Screens that need no companies say so: an inspector may not list them, and a refused request
 * on every load is a failure the user never asked for. A list that cannot be read offers nothing.
 */
export function useReferenceOptions({ withClients = true }: { withClients?: boolean } = {}) {
  const ports = useListQuery<Port, PortOption[]>('/api/ports', byName, {
    ...kept,
    select: portOptions,
  });
  const vessels = useListQuery<Vessel, Option[]>('/api/vessels', byName, {
    ...kept,
    select: vesselOptions,
  });
  const clients = useListQuery<Client, ClientOption[]>('/api/clients', byName, {
    ...kept,
    select: clientOptions,
    enabled: withClients,
  });
  return { ports: ports.data ?? NONE, vessels: vessels.data ?? NONE, clients: clients.data ?? NONE };
}
