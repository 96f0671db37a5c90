import { LanguageSelect } from './LanguageSelect';
import { CarrierLogo, ParentCompanyLogo } from './Logos';

/** SPEC §1: the logos of the carrier and its parent company next to a language dropdown, atop the pages read before signing in. */
export function AuthHeader() {
  return (
    <header className="auth-header">
      <div className="auth-logos">
        <CarrierLogo />
        <ParentCompanyLogo />
      </div>
      <LanguageSelect />
    </header>
  );
}
