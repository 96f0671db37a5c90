import {
  isMessageKey,
  localizeNoticeParams,
  opensConsole,
  translate,
  type Locale,
  type MessageParams,
} from '@claims/domain';
import { absoluteUrl } from './case-link';

export { linkOf, linkFor, absoluteUrl } from './case-link';

export interface RenderedMail {
  /** The sender's display name in the reader's language ("Portal de Sinistros de Carga"). */
  senderName: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The catalogue keys of a kind's subject and body (`notify.<KIND>.subject`). A kind without its
 * own text (a new projection step) gets the generic "case updated" one instead of failing. A
 * notice that carries a value (the partial value an analysis proposes) names it, where its kind
 * has words for it (`subjectWithValue`, `bodyWithValue`): a notice without one keeps the plain text.
 */
export function templateKeys(kind: string, params: MessageParams = {}): { subject: string; body: string } {
  const own = `notify.${kind}.subject`;
  const base = isMessageKey(own) ? `notify.${kind}` : 'notify.generic';
  if (params.value !== undefined && isMessageKey(`${base}.subjectWithValue`))
    return { subject: `${base}.subjectWithValue`, body: `${base}.bodyWithValue` };
  return { subject: `${base}.subject`, body: `${base}.body` };
}

/** Subject, plain text and simple HTML of one notification e-mail in the reader's language. */
export function renderMail(opts: {
  kind: string;
  locale: Locale;
  name: string;
  params: MessageParams;
  publicUrl: string;
  link: string | null;
}): RenderedMail {
  const keys = templateKeys(opts.kind, opts.params);
  const params = localizeNoticeParams(opts.locale, opts.params);
  const t = (key: string, values: MessageParams = params) => translate(opts.locale, key, values);
  const subject = t(keys.subject);
  const greeting = t('notify.greeting', { name: opts.name });
  // The message typed with the step (a document request, a declined counteroffer) follows the body.
  // A notice about a file the step carried (the payment's receipt) says it is there, only then.
  const withReceipt = `${keys.body.slice(0, -'.body'.length)}.bodyWithReceipt`;
  const bodyKey = params.receiptFileId && isMessageKey(withReceipt) ? withReceipt : keys.body;
  const body = [t(bodyKey), ...(params.message ? [t('notify.messageLine')] : [])].join('\n\n');
  const url = opts.link ? absoluteUrl(opts.publicUrl, opts.link) : null;
  // A staff member's link opens the console (linkFor): the button says so, not "the portal".
  const open = t(opts.link && opensConsole(opts.link) ? 'notify.openConsole' : 'notify.open');
  const footer = t('notify.footer');
  const text = [greeting, '', body, ...(url ? ['', `${open}: ${url}`] : []), '', '--', footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.split('\n\n').map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    url
      ? `<p><a href="${escapeHtml(url)}" style="background:#0b4f8a;color:#fff;padding:8px 16px;text-decoration:none;border-radius:4px">${escapeHtml(open)}</a></p>`
      : '',
    `<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');
  return { senderName: t('notify.senderName'), subject: oneLine(subject), text, html };
}

/**
 * The From of a mail: MAIL_FROM as the deployment wrote it when it names its sender
 * ("Acme Claims <claims@acme.example>"), otherwise that address under the reader's-language name.
 */
export function senderOf(mailFrom: string, senderName: string): string | { name: string; address: string } {
  return mailFrom.includes('<') ? mailFrom : { name: senderName, address: mailFrom.trim() };
}

/** A subject is one line: a message excerpt or a reference must not add headers. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
