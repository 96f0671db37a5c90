import { NotFoundMessage } from './NotFoundMessage';

/**
 * An address the portal does not have, opened while signed in: said inside the layout (the menu
 * stays), with the way back to the cases. Signed out, SignedInOnly sends the visitor to the login
 * screen, as SPEC §2 says of any unknown path.
 */
export default function PathNotFound() {
  return (
    <section className="card not-found">
      <NotFoundMessage />
    </section>
  );
}
