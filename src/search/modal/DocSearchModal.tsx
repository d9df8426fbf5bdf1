/**
 * The DocSearch modal with the site's words. The theme's search bar imports `@docsearch/react/modal` when the modal
 * opens (and src/theme/SearchBar/useSearchPreload.ts on intent); plugins/search-modal-styles resolves that name to this
 * module, so the modal's strings load with the modal's script instead of in every page's main script. While it is open,
 * link prefetching pauses.
 */
import {useEffect, useMemo, type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal as DocSearchModalOfDocSearch} from '@kalyna/docsearch-modal';
import {pausePrefetch} from '@site/src/prefetch/prefetchHold';
import {useSearchIndexState} from '../indexState';
import {modalTranslations} from './modalTranslations';

export function DocSearchModal(props: ComponentProps<typeof DocSearchModalOfDocSearch>): ReactNode {
  const indexState = useSearchIndexState();
  const {modal} = useMemo(() => modalTranslations(indexState), [indexState]);
  // Each key brings new results whose links would queue their pages' chunks; drawing the next results comes first.
  useEffect(() => pausePrefetch(), []);
  return (
    <DocSearchModalOfDocSearch
      {...props}
      placeholder={props.placeholder ?? modal?.searchBox?.placeholderText}
      translations={modal}
    />
  );
}
