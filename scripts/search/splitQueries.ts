/**
 * `npx tsx scripts/search/splitQueries.ts`: after adding queries to tests/search/queries.json, gives each new one its
 * half (tests/search/querySplit.ts) and writes the file back. Queries that already have a half keep it.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {assignSplits} from '../../tests/search/querySplit';
import {qualityQueriesFile, type QualityQuerySet} from '../../tests/search/searchQuality';

// Fixed once: changing it would only move the queries that have no half yet, never the ones already split.
const splitSeed = 19;

const querySet = JSON.parse(readFileSync(qualityQueriesFile, 'utf8')) as QualityQuerySet;
const queries = assignSplits(querySet.queries, splitSeed);
const added = queries.filter((query, index) => querySet.queries[index].split === undefined).length;
// One query a line, so that Prettier keeps each on one line where it fits and the file stays readable.
const queryLines = queries.map((query) => `    ${JSON.stringify(query)}`).join(',\n');
const header = JSON.stringify({about: querySet.about, upcomingRoutes: querySet.upcomingRoutes}, null, 2).slice(0, -2);
writeFileSync(qualityQueriesFile, `${header},\n  "queries": [\n${queryLines}\n  ]\n}\n`);
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', qualityQueriesFile], {stdio: 'inherit'});
console.log(`${added} queries got a half; ${queries.length} in all`);
