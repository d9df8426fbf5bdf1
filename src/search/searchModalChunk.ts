/**
 * The chunk names the DocSearch modal's script and its words get (plugins/search-modal-styles), so that the page can
 * prefetch them by name in idle time (src/theme/SearchBar/useSearchPreload.ts).
 */
export const searchModalChunkName = 'search-modal';
export const searchModalWordsChunkName = 'search-modal-words';
