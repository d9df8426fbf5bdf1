/**
 * Uploads records to a hosted Algolia index with the official client: settings first, then all records at once
 * through a temporary index, so readers never search a half-replaced index.
 */
import type {Algoliasearch} from 'algoliasearch';
import type {DocSearchRecord} from '../../src/search/docSearchRecords';
import {algoliaIndexSettings} from './algoliaIndexSettings';

export async function pushSearchRecords(
  client: Algoliasearch,
  indexName: string,
  records: DocSearchRecord[],
): Promise<{batches: number}> {
  const settingsTask = await client.setSettings({indexName, indexSettings: algoliaIndexSettings});
  await client.waitForTask({indexName, taskID: settingsTask.taskID});
  // The client types objects as plain records; DocSearch records are exactly that.
  const objects = records.map((record) => ({...record}));
  const response = await client.replaceAllObjects({indexName, objects, batchSize: 1000});
  return {batches: response.batchResponses.length};
}
