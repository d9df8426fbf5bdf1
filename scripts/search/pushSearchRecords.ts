/**
 * Uploads records to a hosted Algolia index with the official client: settings and synonyms first, then all records
 * at once through a temporary index (which takes the live index's settings and synonyms along), so readers never
 * search a half-replaced index.
 */
import type {Algoliasearch, SynonymHit} from 'algoliasearch';
import type {DocSearchRecord} from '../../src/search/docSearchRecords';
import {algoliaIndexSettings} from './algoliaIndexSettings';

export async function pushSearchRecords(
  client: Algoliasearch,
  indexName: string,
  records: DocSearchRecord[],
  synonyms: SynonymHit[],
): Promise<{batches: number}> {
  const settingsTask = await client.setSettings({indexName, indexSettings: algoliaIndexSettings});
  await client.waitForTask({indexName, taskID: settingsTask.taskID});
  // The table is the whole truth: synonyms since removed from it must go from the index too.
  const synonymsTask = await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: synonymsTask.taskID});
  // The client types objects as plain records; DocSearch records are exactly that.
  const objects = records.map((record) => ({...record}));
  const response = await client.replaceAllObjects({indexName, objects, batchSize: 1000});
  return {batches: response.batchResponses.length};
}
