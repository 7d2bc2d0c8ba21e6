import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { remarkReadingTime } from './src/content/remarkReadingTime';
import { remarkTableOfContents } from './src/content/remarkTableOfContents';
import { contentPlugin } from './src/content/vitePlugin';

export default defineConfig({
  // SITE_URL is read at build so a deploy can set the canonical origin.
  envPrefix: ['VITE_', 'SITE_URL', 'LANGUAGE_DETECTION'],
  // A second build (e.g. the 'redirect' language mode under test) can write beside the main one.
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
  plugins: [
    contentPlugin(),
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [
          remarkFrontmatter,
          [remarkMdxFrontmatter, { name: 'frontmatter' }],
          remarkReadingTime,
          remarkTableOfContents,
        ],
        rehypePlugins: [rehypeSlug],
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    tailwindcss(),
    vike(),
  ],
  server: { port: 3000 },
  preview: { port: 3000 },
});
