/**
 * Gives code blocks the tokenizer in the browser, where it is a separate chunk loaded on demand.
 *
 * The server build swaps this module for ./loader.server.ts (plugins/code-highlight), where the tokenizer is bundled
 * and ready at once, so that every code block is pre-rendered highlighted.
 */
import type {tokenize} from './tokenize';

export type Tokenizer = typeof tokenize;

let tokenizer: Tokenizer | undefined;
let loading: Promise<Tokenizer> | undefined;

/** The tokenizer if its chunk has loaded, for a render that cannot wait. */
export function loadedTokenizer(): Tokenizer | undefined {
  return tokenizer;
}

/** Loads the tokenizer chunk once; after a failed load (offline, a new deployment) the next call tries again. */
export function loadTokenizer(): Promise<Tokenizer> {
  // The chunk's name is how src/clientModules/tokenizerPrefetch.ts finds its file to fetch it ahead of need.
  loading ??= import(/* webpackChunkName: "code-highlight" */ './tokenize').then(
    (module) => (tokenizer = module.tokenize),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
