import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {brand, mailto} from './src/brand';
import remarkPageComponentImports from './plugins/remark-page-component-imports';
import {darkCodeTheme, lightCodeTheme} from './src/codeThemes';
import {generateApiReference} from './plugins/api-reference/generate';
import remarkCodeSampleReference from './plugins/api-reference/remarkCodeSampleReference';

// The API reference pages are written from static/openapi.yaml before the docs plugin reads the docs folders, so
// `build` and `start` both serve pages that match the spec (an unchanged spec costs one hash of the inputs).
generateApiReference(__dirname);

/**
 * Hosted Algolia replaces the embedded search index only when all three variables are set at build time;
 * otherwise the DocSearch modal answers from the index built by plugins/search-index.
 */
const hostedAlgolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
      }
    : null;

/**
 * The e2e suite needs a way to make a page throw so that it can check the crash screen. The switch is compiled in
 * only when the site is built by the test command (KALYNA_TEST_BUILD=1), never in a build for deployment.
 */
const isTestBuild = process.env.KALYNA_TEST_BUILD === '1';

/**
 * Where the "Try it" console of the API reference sends requests: the sandbox, unless a build for another sandbox
 * (a staging API, say) sets KALYNA_API_CONSOLE_BASE_URL. Readers cannot change it, and deploy/csp.ts allows exactly
 * this origin in connect-src. The console refuses live keys, so it is never pointed at the live host.
 */
const apiConsoleBaseUrl = process.env.KALYNA_API_CONSOLE_BASE_URL ?? brand.hosts.apiSandbox;

const config = {
  title: 'Kalyna Docs',
  tagline: 'Accept, hold, refund and pay out with one API',
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Explicit `{#id}` heading anchors keep the same ids in both locales, so links and anchors survive translation.
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
  },
  future: {
    v4: true,
    faster: true,
  },
  customFields: {
    isTestBuild,
    embeddedSearch: hostedAlgolia === null,
    apiConsoleBaseUrl,
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'uk'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US'},
      uk: {label: 'Українська', direction: 'ltr', htmlLang: 'uk-UA'},
    },
  },
  clientModules: ['./src/clientModules/idlePrefetch.ts', './src/clientModules/tokenizerPrefetch.ts'],
  plugins: [
    [
      // The classic docs plugin, trimmed of data no page uses (see the plugin).
      './plugins/docs/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        breadcrumbs: false,
        showLastUpdateTime: true,
        remarkPlugins: [remarkPageComponentImports, remarkCodeSampleReference],
      } satisfies DocsOptions,
    ],
    './plugins/search-index/index.ts',
    './plugins/llms-txt/index.ts',
    './plugins/utf8-scripts/index.ts',
    './plugins/code-highlight/index.ts',
    './plugins/split-startup/index.ts',
    './plugins/chunk-file-names/index.ts',
    './plugins/page-scripts/index.ts',
    './plugins/search-modal-styles/index.ts',
    './plugins/search-worker-script/index.ts',
    './plugins/unused-styles/index.ts',
    './plugins/route-registry-paths/index.ts',
    './plugins/docsearch-storage-probe/index.ts',
    './plugins/translation-groups/index.ts',
    './plugins/tslib-helpers/index.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'img/og-image.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // A new id shows the bar again to readers who closed the previous announcement.
      id: 'sandbox-webhooks-2026-11',
      content: 'announcement',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    navbar: {
      title: brand.name,
      logo: {alt: `${brand.name} logo`, src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'referenceSidebar', position: 'left', label: 'API reference'},
        {to: '/testing/cards/', label: 'Test cards', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // The API specification sits beside the docs version, so the dropdown also lists where to download it.
          dropdownItemsAfter: [{href: 'pathname:///openapi.yaml', label: 'openapi.yaml'}],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Quick start', to: '/getting-started/create-account/'},
            {label: 'API conventions', to: '/api-usage/peculiarities/'},
            {label: 'Webhooks', to: '/webhooks/setting/'},
            {label: 'Test cards', to: '/testing/cards/'},
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'About Us', to: '/about/'},
            {label: 'Support', href: mailto(brand.contacts.supportEmail)},
            {label: 'Merchant portal', href: brand.hosts.portal},
          ],
        },
        {
          title: 'Developers',
          items: [
            {label: 'OpenAPI specification', href: 'pathname:///openapi.yaml'},
            {label: 'Status codes', to: '/status-codes/codes-by-stages/'},
          ],
        },
      ],
      copyright: `© ${brand.name}`,
    },
    algolia: hostedAlgolia ?? {
      // Placeholders: in embedded mode the SearchBar wrapper swaps the Algolia client for the local index. The theme
      // still turns appId into a preconnect hint to https://<appId>-dsn.algolia.net on every page; an appId ending in
      // "/#" points that hint at the site's own origin, so readers' browsers open no connection to Algolia for nothing.
      appId: `${new URL(brand.siteUrl).host}/#`,
      apiKey: 'embedded-index',
      indexName: 'kalyna-docs',
      contextualSearch: true,
      searchPagePath: 'search',
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Only languages prism-react-renderer does not bundle: listing python, json, swift or kotlin here as well would
      // ship their grammars twice in every page's main script.
      additionalLanguages: ['bash', 'php'],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
