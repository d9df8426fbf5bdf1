import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readBuiltSearchIndexes} from '../../../scripts/search/builtSearchIndexes';
import {pushSearchRecords} from '../../../scripts/search/pushSearchRecords';
import {allDocSearchRecords} from '../../../src/search/docSearchRecords';
import {fixtureIndexFile} from './fixtureIndex';

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A stand-in for Algolia on the loopback interface: it records every request and accepts every write at once. */
function startAlgoliaStub(requests: RecordedRequest[]): Promise<Server> {
  let taskID = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const requestPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      requests.push({
        method: request.method ?? '',
        path: requestPath,
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
  const records = allDocSearchRecords(fixtureIndexFile());

  beforeAll(async () => {
    server = await startAlgoliaStub(requests);
    const {port} = server.address() as AddressInfo;
    const client = algoliasearch('KALYNATEST', 'admin-key', {
      hosts: [{url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite'}],
    });
    await pushSearchRecords(client, 'kalyna-docs', records);
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
    });
    expect(requests.indexOf(settings!)).toBe(0);
  });

  it('uploads every record, unchanged, into a temporary index that then replaces the live one', () => {
    const batches = requests.filter((request) => request.method === 'POST' && request.path.endsWith('/batch'));
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
  it('finds the index file of every locale of a build', () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), 'kalyna-search-build-'));
    mkdirSync(path.join(buildDir, 'uk'));
    mkdirSync(path.join(buildDir, 'assets'));
    const indexFile = fixtureIndexFile();
    writeFileSync(path.join(buildDir, 'search-index.0a1b2c.json'), JSON.stringify({...indexFile, language: 'en'}));
    writeFileSync(path.join(buildDir, 'uk', 'search-index.3d4e5f.json'), JSON.stringify(indexFile));
    expect(readBuiltSearchIndexes(buildDir).map((index) => index.language)).toEqual(['en', 'uk']);
  });
});
