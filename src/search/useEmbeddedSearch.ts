/** Whether this build answers search from the embedded index, and where that index is. */
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchIndexGlobalData} from './indexFormat';

/** docusaurus.config.ts sets `embeddedSearch` when the Algolia variables are not all set at build time. */
export function useIsEmbeddedSearch(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.embeddedSearch === true;
}

export function useSearchIndexUrl(): string {
  return (usePluginData('search-index') as SearchIndexGlobalData).indexUrl;
}
