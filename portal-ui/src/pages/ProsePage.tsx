import type { MessageKey } from '@claims/domain/i18n/translate';
import { useI18n } from '../i18n/I18nContext';

/** A page of plain text: a title, then its paragraphs, each a message in the user's language. */
export function ProsePage({ title, paragraphs }: { title: MessageKey; paragraphs: MessageKey[] }) {
  const { t } = useI18n();
  return (
    <section className="card prose">
      <h1>{t(title)}</h1>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </section>
  );
}
