import { useEffect, useState } from 'react';
import { loadCatalogue, type Translate } from './catalogue';

/**
 * The catalogue's translate once its chunk has arrived, null until then. A chunk that cannot
 * load is thrown while rendering, so the root route's crash page (shell texts) shows instead of
 * a loading line that never ends.
 */
export function useCatalogue(): Translate | null {
  const [loaded, setLoaded] = useState<{ translate?: Translate; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    loadCatalogue().then(
      (translate) => current && setLoaded({ translate }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (loaded.error) throw loaded.error;
  return loaded.translate ?? null;
}
