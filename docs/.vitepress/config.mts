/**
 * The guide (issue 39): docs/*.md built by VitePress into dist/guide (`make docs`), served by the server at /guide
 * (src/http/steps/guide.ts) beside the API reference at /docs. VitePress lives in docs/package.json, its own package
 * dir (npm ci --prefix docs), so the server's node_modules is untouched. test/docs/ builds it, checks every link and
 * anchor, runs every sample and opens every page in Chromium.
 */
import { defineConfig } from 'vitepress';

/**
 * The server's own pages outside the guide: /docs (the API reference), /openapi.yaml, /openapi.json, /dashboard.
 * VitePress would put its base in front of an absolute link (/guide/docs) and its router would take the click; a
 * Markdown link to one of them is written as on the server (`[reference](/docs)`) and rendered relative to the guide's
 * pages, which all sit directly under /guide/ (`../docs`), with target _self: a full page load.
 */
const SERVER_PAGE = /^\/(docs|dashboard|openapi\.(yaml|json))(\/[^?#]*)?([?#].*)?$/;
const SERVER_PAGE_RENDERED = /^\.\.\/(docs|dashboard|openapi\.(yaml|json))(\/[^?#]*)?([?#].*)?$/;

/** The pages, in reading order: the sidebar, and the list test/docs/ checks every docs/*.md page against. */
export const pages: Array<[title: string, page: string]> = [
  ['Getting started', 'getting-started'],
  ['Chat and the OpenAI clients', 'chat'],
  ['Media', 'media'],
  ['Astrology', 'astrology'],
  ['Astrology in chat', 'astrology-chat'],
  ['Agents and panchang', 'agents-panchang'],
  ['Billing and the wallet', 'billing'],
  ['Limits and plans', 'limits'],
  ['Batches and evaluations', 'batches-evaluations'],
  ['Fine-tuning, endpoints, clusters', 'platform'],
  ['SDKs', 'sdks'],
  ['MCP', 'mcp'],
  ['Dashboard', 'dashboard'],
  ['Operating Graha', 'operating'],
  ['Architecture', 'architecture'],
  ['The contract', 'contract'],
  ['Development', 'development'],
  ['Benchmarks', 'benchmarks'],
];

export default defineConfig({
  title: 'Graha',
  description: 'OpenAI-compatible inference, an astrology engine and a prepaid wallet behind one API key.',
  lang: 'en',
  base: '/guide/',
  srcDir: '.',
  // The build's output: dist/guide of the project (make docs); the docs tests pass --outDir to build elsewhere.
  outDir: '../dist/guide',
  cacheDir: '../dist/.vitepress-cache',
  cleanUrls: true,
  lastUpdated: false,
  // Dead links fail the build (VitePress's default), except the server's own pages outside the guide.
  ignoreDeadLinks: [SERVER_PAGE_RENDERED],
  markdown: {
    // The high-contrast GitHub themes: the plain ones' token colours are under 4.5:1 on the code background (axe-core).
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    config(md) {
      md.core.ruler.push('graha_server_pages', (state) => {
        for (const block of state.tokens) {
          for (const token of block.children ?? []) {
            const href = token.type === 'link_open' ? token.attrGet('href') : null;
            if (href && SERVER_PAGE.test(href)) {
              token.attrSet('href', `..${href}`);
              token.attrSet('target', '_self');
            }
          }
        }
      });
    },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      // Outside the guide: the server's Redoc page (relative, as the Markdown links above; every page is under /guide/).
      { text: 'API reference', link: '../docs', target: '_self' },
    ],
    sidebar: [{ text: 'Guide', items: pages.map(([text, page]) => ({ text, link: `/${page}` })) }],
    search: { provider: 'local' },
    outline: { level: [2, 3] },
    footer: { message: 'Graha: the guide. The API reference is at /docs, the contract at /openapi.yaml.' },
  },
});
