import { useEffect, useState } from 'react';
import type { Option } from '../forms/inputs';

/**
 * The company a wizard files for, among the `clients` the user may file for. One company (a
 * client's own user): chosen for them. A broker with several picks one: a preselected first
 * company was an easy way to file for the wrong one.
 */
export function useClientChoice(clients: Option[], initial = '') {
  const [clientId, setClientId] = useState(initial);
  useEffect(() => {
    if (!clientId && clients.length === 1) setClientId(clients[0]!.value);
  }, [clients, clientId]);
  return [clientId, setClientId] as const;
}
