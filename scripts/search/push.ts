/**
 * `npm run search:push [buildDir]`: uploads the records of the built site's embedded index (every locale), and the
 * synonym tables the embedded engine expands queries with, to the hosted Algolia index named by ALGOLIA_INDEX_NAME,
 * with ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY.
 */
import {algoliasearch} from 'algoliasearch';
import {allDocSearchRecords} from '../../src/search/docSearchRecords';
import {algoliaSynonyms} from './algoliaSynonyms';
import {readBuiltPages, readBuiltSearchIndexes} from './builtSearchIndexes';
import {pushSearchRecords} from './pushSearchRecords';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: search:push needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME`,
    );
  }
  return value;
}

async function main(): Promise<void> {
  const buildDir = process.argv[2] ?? 'build';
  const indexName = requiredEnv('ALGOLIA_INDEX_NAME');
  const client = algoliasearch(requiredEnv('ALGOLIA_APP_ID'), requiredEnv('ALGOLIA_ADMIN_API_KEY'));
  const indexes = readBuiltSearchIndexes(buildDir);
  const pagesByIndex = await Promise.all(indexes.map(readBuiltPages));
  const records = indexes.flatMap((index, position) => allDocSearchRecords(index.indexFile, pagesByIndex[position]));
  const synonyms = algoliaSynonyms(indexes.map(({indexFile}) => indexFile.language));
  const {batches} = await pushSearchRecords(client, indexName, records, synonyms);
  const locales = indexes.map((index) => index.indexFile.language).join(', ');
  console.log(
    `search:push: ${records.length} records and ${synonyms.length} synonyms (${locales}) in ${batches} batches → ` +
      `Algolia index ${indexName}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
