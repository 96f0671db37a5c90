import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { useToasts } from '../feedback/ToastContext';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { TextInput } from '../forms/inputs';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

interface Message {
  id: string;
  text: string;
  author: { id: string; name: string } | null;
  at: string;
  yours: boolean;
}

/** The conversation with claims on one case. SPEC §5: sending ignores empty text. */
export function CaseMessages({ path, canWrite }: { path: string; canWrite: boolean }) {
  const { t, label, locale } = useI18n();
  const toasts = useToasts();
  const showError = useApiErrorToast();
  const [messages, setMessages] = useState<Message[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    api
      .get<Message[]>(path)
      .then(setMessages)
      .catch(() => {});
  }, [path]);
  async function send(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      const sent = await api.post<Message>(path, { text: text.trim() });
      setMessages((all) => [...all, sent]);
      setText('');
      toasts.show('success', t('success.commentSent'));
    } catch (err) {
      showError(err);
    }
  }
  return (
    <section className="card" aria-labelledby="case-messages">
      <h2 id="case-messages">{t('portal.detail.messages')}</h2>
      <ul className="chat">
        {messages.length === 0 && <li className="muted">{t('portal.topbar.noMessages')}</li>}
        {messages.map((m) => (
          <li key={m.id} className={m.yours ? 'mine' : 'theirs'}>
            <p>{m.text}</p>
            <small>
              {m.author?.name ?? '—'} · {formatDateTime(locale, m.at)}
            </small>
          </li>
        ))}
      </ul>
      {canWrite && (
        <form onSubmit={send} className="chat-form">
          <TextInput label={label('fields.message')} value={text} onChange={setText} multiline />
          <button type="submit" className="btn">
            {t('portal.detail.send')}
          </button>
        </form>
      )}
    </section>
  );
}
