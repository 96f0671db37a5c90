import { NotFoundMessage } from './NotFoundMessage';

/** /error/error: outside the main layout, as SPEC §2 says of the error screens. */
export default function NotFoundPage() {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <NotFoundMessage />
      </div>
    </main>
  );
}
