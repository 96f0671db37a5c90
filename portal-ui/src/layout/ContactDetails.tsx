import { Fragment } from 'react';

/**
 * An e-mail address and a telephone number as one word each. A narrow column (a phone's detail
 * card, a users table) would otherwise break "jose.nu" from "nez@alfa…" or "+54 11" from "4321
 * 5678", and a reader copies or dials half of it. An address may wrap only after its "@", where
 * a reader still sees two halves of one address (an ellipsis hid the domain, and a phone has no
 * tooltip); a half too long for its column is cut with an ellipsis, whole in the tooltip and link.
 */
export function EmailAddress({ email, link = false }: { email: string; link?: boolean }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at + 1), email.slice(at + 1)] : [email];
  const text = (
    <span className="email-address" title={email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="email-part">{part}</span>
        </Fragment>
      ))}
    </span>
  );
  // Named as one word: its two halves are boxes of their own, which a screen reader would part.
  return link ? (
    <a href={`mailto:${email}`} aria-label={email}>
      {text}
    </a>
  ) : (
    text
  );
}

export function PhoneNumber({ phone }: { phone: string }) {
  return (
    <a className="phone-number" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  );
}
