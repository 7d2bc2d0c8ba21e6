import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { rehypeHeadingAsides, rehypeTypography } from './src/content/mdx/rehypeTypography';
import { remarkReadingTime } from './src/content/mdx/remarkReadingTime';
import { remarkSiteTokens } from './src/content/mdx/remarkSiteTokens';
import { remarkTableOfContents } from './src/content/mdx/remarkTableOfContents';
import { bundleReportPlugin } from './src/build/bundleReportPlugin';
import { draftLocalesPlugin } from './src/build/draftLocalesPlugin';
import { frameworkPackages } from './src/build/frameworkModules';
import { iconSpritePlugin } from './src/build/iconSpritePlugin';
import { palettePlugin } from './src/build/palettePlugin';
import { scenesPlugin } from './src/build/scenesPlugin';
import { typesetMessagesPlugin } from './src/build/typesetMessagesPlugin';
import { parseYaml } from './src/content/check/frontmatter';
import { contentPlugin } from './src/build/content/plugin';

/**
 * MDX, compiled for the server only: it pre-renders every body and exports the front-matter for
 * `+data` and the listings. The browser never runs a body: client-side navigation takes it from
 * the page's HTML (`loadBodyHtml`), so the client build compiles no MDX at all.
 */
function mdxForServer(): Plugin {
  return {
    enforce: 'pre',
    // @mdx-js/rollup is typed against Rollup's hooks; Vite runs it unchanged.
    ...(mdx({
      remarkPlugins: [
        remarkFrontmatter,
        [remarkMdxFrontmatter, { name: 'frontmatter', parsers: { yaml: parseYaml } }],
        remarkSiteTokens,
        remarkReadingTime,
        remarkTableOfContents,
      ],
      rehypePlugins: [rehypeSlug, rehypeTypography, rehypeHeadingAsides],
    }) as Plugin),
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
  };
}

export default defineConfig({
  // One value for the server and client bundles of a build, so hydration always agrees.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // SITE_URL is read at build so a deploy can set the canonical origin. LANGUAGE_DETECTION is not
  // exposed: the mode lives in each page's head script, so the client bundle is the same in both.
  envPrefix: ['VITE_', 'SITE_URL'],
  // A second build (e.g. the 'redirect' language mode under test) can write beside the main one.
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs the framework: one long-cached chunk compresses better than twenty.
            { name: 'framework', test: frameworkPackages },
          ],
        },
      },
    },
  },
  plugins: [
    contentPlugin(),
    iconSpritePlugin(),
    scenesPlugin(),
    typesetMessagesPlugin(),
    mdxForServer(),
    react({ include: /\.(mdx|tsx|ts)$/ }),
    palettePlugin(),
    draftLocalesPlugin(),
    tailwindcss(),
    vike(),
    bundleReportPlugin(),
  ],
  // Vike opens the dev server to every interface when CI is set; the writer's preview stays on
  // this machine unless asked (`npm run dev -- --host`).
  server: { port: 3000, host: 'localhost' },
  preview: { port: 3000 },
});
