/**
 * DocSearch 3.9 publishes `@docsearch/react/modal` without types of its own; it is the package's modal. The site's
 * modal takes that name (plugins/search-modal-styles), and DocSearch's own is reached as `@kalyna/docsearch-modal`.
 */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@kalyna/docsearch-modal' {
  export {DocSearchModal} from '@docsearch/react';
}
