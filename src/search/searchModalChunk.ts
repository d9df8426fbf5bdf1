/**
 * The chunk name the DocSearch modal's script gets (plugins/search-modal-styles), so that the page can prefetch it by
 * name in idle time (src/theme/SearchBar/useSearchPreload.ts).
 */
export const searchModalChunkName = 'search-modal';
