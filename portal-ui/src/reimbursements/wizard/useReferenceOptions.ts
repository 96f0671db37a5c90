import { useEffect, useState } from 'react';
import { fetchList } from '../../api/list';
import type { Option } from '../../forms/inputs';

export interface ClientOption extends Option {
  country: string;
}

const all = { page: 1, perPage: 100, filter: {} };

/**
 * The ports, vessels and client companies the wizard offers (the api lists only reachable clients).
 * Screens that need no companies say so: an inspector may not list them, and a refused request
 * on every load is a failure the user never asked for.
 */
export function useReferenceOptions({ withClients = true }: { withClients?: boolean } = {}) {
  const [ports, setPorts] = useState<Option[]>([]);
  const [vessels, setVessels] = useState<Option[]>([]);
  const [clients, setClients] = useState<ClientOption[]>([]);
  useEffect(() => {
    const sortByName = [{ field: 'name', order: 'ASC' as const }];
    fetchList<{ id: string; name: string; code: string }>('/api/ports', { ...all, sort: sortByName })
      .then((p) => setPorts(p.rows.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))))
      .catch(() => {});
    fetchList<{ id: string; name: string }>('/api/vessels', { ...all, sort: sortByName })
      .then((p) => setVessels(p.rows.map((r) => ({ value: r.id, label: r.name }))))
      .catch(() => {});
    if (withClients)
      fetchList<{ id: string; name: string; country: string }>('/api/clients', { ...all, sort: sortByName })
        .then((p) => setClients(p.rows.map((r) => ({ value: r.id, label: r.name, country: r.country }))))
        .catch(() => {});
  }, [withClients]);
  return { ports, vessels, clients };
}
