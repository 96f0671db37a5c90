import { useTranslate } from 'react-admin';

/**
 * The console's name in the reader's language: the app bar's title on a screen without its own
 * (the not-found page), where react-admin shows the default title as given, untranslated.
 */
export function ConsoleTitle() {
  const translate = useTranslate();
  return <>{translate('console.title')}</>;
}
