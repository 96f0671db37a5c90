/**
 * An e-mail address and a telephone number as one word each. A narrow column (a phone's detail
 * card, a users table) would otherwise break "jose.nu" from "nez@alfa…" or "+54 11" from "4321
 * 5678", and a reader copies or dials half of it. An address too long for its column is cut with
 * an ellipsis (the whole of it in the tooltip and the link) rather than pushing the page sideways.
 */
export function EmailAddress({ email, link = false }: { email: string; link?: boolean }) {
  const text = (
    <span className="email-address" title={email}>
      {email}
    </span>
  );
  return link ? <a href={`mailto:${email}`}>{text}</a> : text;
}

export function PhoneNumber({ phone }: { phone: string }) {
  return (
    <a className="phone-number" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  );
}
