import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {searchWorkerChunkName} from '../../../src/search/searchWorkerChunk';

describe('the search worker chunk name', () => {
  it('is the name the worker is started with, which the bundler gives its chunk', () => {
    const connection = readFileSync(path.join(__dirname, '../../../src/search/searchWorkerConnection.ts'), 'utf8');
    const names = [...connection.matchAll(/new Worker\([^;]*?\{name: '([^']+)'\}\)/g)].map((match) => match[1]);
    expect(names).toEqual([searchWorkerChunkName]);
  });
});
