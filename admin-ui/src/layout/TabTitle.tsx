import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The app bar's title slot, where react-admin's <Title> of each screen renders. */
const TITLE_SLOT = 'react-admin-title';

/**
 * The browser tab says which screen it shows ("Nuevo usuario · Consola de Siniestros"): with the
 * console's name alone, tabs and the history list could not tell two screens apart. The screen's
 * title is read from the app bar's slot, where every screen already puts it.
 */
export function TabTitle() {
  const translate = useTranslate();
  const consoleName = translate('console.title');
  useEffect(() => {
    const slot = document.getElementById(TITLE_SLOT);
    const name = () => {
      const screen = slot?.textContent?.trim();
      document.title = screen && screen !== consoleName ? `${screen} · ${consoleName}` : consoleName;
    };
    name();
    if (!slot) return;
    const observer = new MutationObserver(name);
    observer.observe(slot, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [consoleName]);
  return null;
}
