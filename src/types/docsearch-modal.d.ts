/** DocSearch's own modal, under the name plugins/search-modal-styles gives it once `@docsearch/react/modal` is ours. */
declare module '@kalyna/docsearch-modal' {
  export {DocSearchModal} from '@docsearch/react/modal';
}
