/**
 * The server build's stand-in for ./loader.ts (plugins/code-highlight swaps them): the tokenizer is bundled, so every
 * code block is pre-rendered highlighted.
 */
import {tokenize} from './tokenize';
import type {Tokenizer} from './loader';

export function loadedTokenizer(): Tokenizer {
  return tokenize;
}

export function loadTokenizer(): Promise<Tokenizer> {
  return Promise.resolve(tokenize);
}
