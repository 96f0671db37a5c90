import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { caseMessageSchema } from '@claims/domain/case-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBusy, useMessageKey } from '@claims/ui-kit/sending';
import { api } from '../api/client';
import { useApiQuery } from '../api/queries';
import { pathKey } from '../api/query-keys';
import { useFormToasts } from '../feedback/useFormToasts';
import { TextField } from '../forms/bound-fields';
import { schemaResolver } from '../forms/domain-resolver';
import { useErrorsFollowLanguage } from '../forms/field-errors';
import { landRefusal } from '../forms/refusal';
import type { CaseMessage } from '@claims/contract';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';

type Message = CaseMessage;

type MessageSchema = typeof caseMessageSchema;

/** The conversation with claims on one case. SPEC §5: sending ignores empty text. */
export function CaseMessages({ path, canWrite }: { path: string; canWrite: boolean }) {
  const { t, label, locale } = useI18n();
  const { showError, showSuccess } = useFormToasts();
  const queryClient = useQueryClient();
  // None shown when they cannot be read: the conversation is a card of the case, not the page.
  const { data: messages = [] } = useApiQuery<Message[]>(path);
  // The api answers the message as kept: it joins the conversation without reading it all again.
  const send = useMutation({
    mutationFn: ({ text, key }: { text: string; key: string }) =>
      api.post<Message>(path, { text }, { 'Idempotency-Key': key }),
    onSuccess: (sent) => queryClient.setQueryData<Message[]>(pathKey(path), (all = []) => [...all, sent]),
  });
  // One send at a time (a double click posts once), and a retry of the same text under its key.
  const { busy, whileBusy } = useBusy();
  const messageKey = useMessageKey();
  const form = useForm<z.input<MessageSchema>, unknown, z.output<MessageSchema>>({
    defaultValues: { text: '' },
    resolver: schemaResolver(caseMessageSchema, locale),
  });
  useErrorsFollowLanguage(form);
  const typed = form.watch('text');
  const post = form.handleSubmit(({ text }) =>
    whileBusy(
      async () => {
        await send.mutateAsync({ text, key: messageKey.keyFor(text) });
        messageKey.sent();
        form.reset();
        showSuccess(t('success.commentSent'));
      },
      // The text stays for a retry.
      (err) => {
        landRefusal(err, form.setError);
        showError(err);
      },
    ),
  );
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
        <FormProvider {...form}>
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              // SPEC §5: sending ignores empty text, without a word; too long a text is named on the field.
              if (form.getValues('text').trim()) void post(e);
            }}
          >
            <TextField name="text" label={label('fields.message')} multiline />
            {/* Nothing to send yet (or only spaces): the button says so by being off, as the console's. */}
            <button type="submit" className="btn" disabled={!typed.trim() || busy}>
              {t('portal.detail.send')}
            </button>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
