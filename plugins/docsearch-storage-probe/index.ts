/**
 * Makes the DocSearch modal check once per page, not on every render, whether localStorage works.
 *
 * DocSearch builds its recent and favorite searches in the modal's render (`useRef(createStoredSearches(…))`
 * evaluates its argument on every render), and each build tests localStorage by writing and removing a key. The modal
 * renders several times per keystroke, so typing one query wrote and removed the test key about 200 times: 45–121 ms
 * of main-thread time in Chromium on the benchmark machine (with DocSearch 4.7), taken from the keystrokes' own
 * handling. The answer cannot change while the page is open, so the first one is kept. The rewrite is strict: a
 * DocSearch release that changes the probe fails the build here, to be looked at again (and this plugin dropped if the
 * release keeps its stores).
 */
import type {Plugin} from '@docusaurus/types';

/** The modal's bundle, which the theme imports as `@docsearch/react/modal`: DocSearch 3.9's one module. */
const modalBundle = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

/** DocSearch's probe, as its 3.9 bundle spells it: an immediately called function in each store's creation. */
const probe =
  'function(){var e="__TEST_KEY__";try{return localStorage.setItem(e,""),localStorage.removeItem(e),!0}' +
  'catch(e){return!1}}()';

/** The module-level variable that keeps the first answer; the bundle's own names are single letters. */
const answerVariable = 'kalynaLocalStorageWorks';

export default function docSearchStorageProbe(): Plugin {
  return {
    name: 'kalyna-docsearch-storage-probe',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: modalBundle,
              loader: require.resolve('string-replace-loader'),
              options: {
                strict: true,
                multiple: [
                  {search: probe, replace: `(void 0===${answerVariable}?${answerVariable}=${probe}:${answerVariable})`},
                  // Declared before the module's first import, which ECMAScript modules allow.
                  {search: /^/, replace: `var ${answerVariable};`},
                ],
              },
            },
          ],
        },
      };
    },
  };
}
