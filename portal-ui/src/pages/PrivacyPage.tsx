import { ProsePage } from './ProsePage';

/** /pages/privacy: the privacy policy (SPEC §2 says one exists; its path is not shown). */
export default function PrivacyPage() {
  return (
    <ProsePage
      title="portal.privacy.title"
      paragraphs={[
        'portal.privacy.data',
        'portal.privacy.access',
        'portal.privacy.keep',
        'portal.privacy.rights',
      ]}
    />
  );
}
