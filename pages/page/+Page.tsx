import { PageContent } from '../../src/components/mdx/PageContent';
import { Prose } from '../../src/layouts/Prose';

/** Generic content page: the MDX body on a soft brand backdrop. */
export default function Page() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-32 sm:px-6 sm:pb-24 sm:pt-40 lg:px-8">
        <Prose>
          <PageContent />
        </Prose>
      </div>
    </div>
  );
}
