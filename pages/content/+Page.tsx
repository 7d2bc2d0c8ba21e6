import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../../src/content/pageDataType';
import { PageLayout } from '../../src/render/layouts';

/** Every content page: the layout of its front-matter `type` (src/render/layouts). */
export default function Page() {
  const meta = pageDataOf(usePageContext())?.meta;
  if (!meta) throw new Error('A content page has no front-matter');
  return <PageLayout page={meta} />;
}
