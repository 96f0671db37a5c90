import { ProsePage } from './ProsePage';

/** /pages/manual: the terms of use. */
export default function ManualPage() {
  return (
    <ProsePage
      title="portal.menu.termsOfUse"
      paragraphs={['portal.manual.intro', 'portal.manual.data', 'portal.manual.files']}
    />
  );
}
