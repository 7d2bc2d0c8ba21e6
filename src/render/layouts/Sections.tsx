import { Blocks } from '../components/blocks/Blocks';
import type { LayoutProps } from './index';

/** Marketing pages: the blocks their front-matter lists, in order (src/render/components/blocks). */
export default function Page({ page }: LayoutProps<'sections'>) {
  return <Blocks blocks={page.blocks} />;
}

// A body block renders the MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/sections';
