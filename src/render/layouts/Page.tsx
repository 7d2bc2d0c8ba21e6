import { PageContent } from '../components/mdx/PageContent';
import { Prose } from '../components/ui/Prose';

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

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/page';
