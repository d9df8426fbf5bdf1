import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {algoliasearch, type SynonymHit} from 'algoliasearch';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {algoliaSynonyms} from '../../../scripts/search/algoliaSynonyms';
import {readBuiltPages, readBuiltSearchIndexes} from '../../../scripts/search/builtSearchIndexes';
import {pushSearchRecords} from '../../../scripts/search/pushSearchRecords';
import {searchSynonyms} from '../../../src/data/search-synonyms';
import {scratchDir} from '../lib/scratchDir';
import {fixtureIndex, fixtureRecords} from './fixtureIndex';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A stand-in for Algolia on the loopback interface: it records every request and accepts every write at once. */
function startAlgoliaStub(requests: RecordedRequest[]): Promise<Server> {
  let taskID = 0;
  const server = createServer((request, response) => {
    // Decoded once whole: a letter of two or more bytes may be split between two chunks.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const requestPath = url.pathname;
      requests.push({
        method: request.method ?? '',
        path: requestPath,
        query: url.searchParams,
        headers: request.headers,
        body: body ? JSON.parse(body) : null,
      });
      const answer = /\/task\/\d+$/.test(requestPath)
        ? {status: 'published', pendingTask: false}
        : request.method === 'GET'
          ? {}
          : {taskID: ++taskID, updatedAt: new Date().toISOString(), objectIDs: []};
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('search:push', () => {
  const requests: RecordedRequest[] = [];
  let server: Server;
  const records = fixtureRecords();
  const languages = ['en', 'uk'] as const;
  const synonyms = algoliaSynonyms([...languages]);
  const isRecordBatch = (request: RecordedRequest) => /^\/1\/indexes\/[^/]+\/batch$/.test(request.path);
  const synonymsRequest = () =>
    requests.find((request) => request.method === 'POST' && request.path === '/1/indexes/kalyna-docs/synonyms/batch');

  beforeAll(async () => {
    server = await startAlgoliaStub(requests);
    const {port} = server.address() as AddressInfo;
    const client = algoliasearch('KALYNATEST', 'admin-key', {
      hosts: [{url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite'}],
    });
    await pushSearchRecords(client, 'kalyna-docs', records, synonyms);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('authenticates with the application id and the admin key', () => {
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.headers['x-algolia-application-id']).toBe('KALYNATEST');
      expect(request.headers['x-algolia-api-key']).toBe('admin-key');
    }
  });

  it('sets the DocSearch settings, with the contextual search facets, before uploading', () => {
    const settings = requests.find(
      (request) => request.method === 'PUT' && request.path === '/1/indexes/kalyna-docs/settings',
    );
    expect(settings?.body).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag']),
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      // A synonym ranks below the word as typed, as in the embedded engine.
      alternativesAsExact: ['ignorePlurals'],
      // Another provider's name does not restrict the results to the pages that name it.
      optionalWords: expect.arrayContaining(['liqpay', 'wayforpay', 'монобанк']),
    });
    expect(requests.indexOf(settings!)).toBe(0);
  });

  it('replaces the index synonyms with the tables of every locale, before uploading the records', () => {
    const request = synonymsRequest();
    expect(request?.query.get('replaceExistingSynonyms')).toBe('true');
    expect(request?.body).toEqual(synonyms);
    expect(requests.indexOf(request!)).toBeLessThan(requests.findIndex(isRecordBatch));
  });

  it('sends each locale exactly the table its embedded index expands queries with, in the synonym shapes of Algolia', () => {
    const pushed = synonymsRequest()!.body as SynonymHit[];
    for (const language of languages) {
      const ofLocale = pushed.filter((hit) => hit.objectID.startsWith(`${language}-`));
      expect(ofLocale).toEqual(
        searchSynonyms[language].map((group, position) => ({objectID: `${language}-${position + 1}`, ...group})),
      );
      for (const hit of ofLocale) {
        const fields =
          hit.type === 'synonym' ? ['objectID', 'synonyms', 'type'] : ['input', 'objectID', 'synonyms', 'type'];
        expect(Object.keys(hit).sort()).toEqual(fields);
      }
    }
    expect(new Set(pushed.map((hit) => hit.objectID)).size).toBe(pushed.length);
  });

  it('uploads every record, unchanged, into a temporary index that then replaces the live one', () => {
    const batches = requests.filter((request) => request.method === 'POST' && isRecordBatch(request));
    const uploaded = batches.flatMap(
      (batch) => (batch.body as {requests: Array<{action: string; body: unknown}>}).requests,
    );
    expect(uploaded.every((request) => request.action === 'addObject')).toBe(true);
    expect(uploaded.map((request) => request.body)).toEqual(records);
    const temporaryIndex = batches[0].path.split('/')[3];
    expect(temporaryIndex).not.toBe('kalyna-docs');
    const move = requests.find(
      (request) =>
        request.path === `/1/indexes/${temporaryIndex}/operation` &&
        (request.body as {operation: string}).operation === 'move',
    );
    expect(move?.body).toMatchObject({operation: 'move', destination: 'kalyna-docs'});
  });
});

describe('reading the built indexes', () => {
  /** Writes the fixture index as the build does: the index file and its folder of page texts. */
  function writeBuiltIndex(localeDir: string, hash: string, language: string): void {
    const {indexFile, pageFiles} = fixtureIndex();
    const pageTextDir = `search-index.${hash}`;
    writeFileSync(path.join(localeDir, `${pageTextDir}.json`), JSON.stringify({...indexFile, language, pageTextDir}));
    mkdirSync(path.join(localeDir, pageTextDir));
    pageFiles.forEach((text, pageIndex) =>
      writeFileSync(path.join(localeDir, pageTextDir, `${pageIndex}.json`), JSON.stringify(text)),
    );
  }

  it('finds the index of every locale of a build and puts the pages back together with their texts', async () => {
    const buildDir = scratchDir('kalyna-search-build-');
    mkdirSync(path.join(buildDir, 'uk'));
    mkdirSync(path.join(buildDir, 'assets'));
    writeBuiltIndex(buildDir, '0a1b2c', 'en');
    writeBuiltIndex(path.join(buildDir, 'uk'), '3d4e5f', 'uk');
    const indexes = readBuiltSearchIndexes(buildDir);
    expect(indexes.map((index) => index.indexFile.language)).toEqual(['en', 'uk']);
    const ukPages = await readBuiltPages(indexes[1]);
    expect(ukPages.find((page) => page.path === '/uk/refunds/')?.sections[1].contents).toEqual([
      'Можна повернути лише частину суми.',
    ]);
  });
});
