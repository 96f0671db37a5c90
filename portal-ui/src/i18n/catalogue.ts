import type { translate } from '@claims/domain/i18n/translate';

export type Translate = typeof translate;

let loading: Promise<Translate> | undefined;

/**
 * The product's texts: every screen's, in all three languages, with i18next that picks their
 * plural forms (about 77 KB gzip, 60 of them texts: more than half the portal's first script if
 * bundled in it). Fetched as a chunk of its own, started by main.tsx beside the first screen's
 * code; until it arrives Root shows the loading line (portal-shell).
 */
export function loadCatalogue(): Promise<Translate> {
  loading ??= import('@claims/domain/i18n/translate').then(
    (catalogue) => catalogue.translate,
    (err: unknown) => {
      // A failed fetch (a network blip, a deploy that removed the chunk) is tried anew next time.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
