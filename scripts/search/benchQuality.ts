/**
 * The benchmark's quality table: top-1 and top-5 for each engine, each half of the query set and each locale, side by
 * side, so a ranking change shows at once whether it carries over to the held-out half and how it compares.
 */
import {percent, summarize, type QueryOutcome} from '../../tests/search/searchQuality';
import type {QuerySplit} from '../../tests/search/querySplit';

export interface EngineQuality {
  engine: string;
  outcomes: QueryOutcome[];
}

const splitLabels: Record<QuerySplit, string> = {tune: 'tuning', heldout: 'held-out'};

export function formatQualityTable(runs: EngineQuality[]): string {
  const locales = [...new Set(runs.flatMap((run) => run.outcomes.map((outcome) => outcome.locale)))].sort();
  const engineWidth = Math.max(...runs.map((run) => run.engine.length), 'engine'.length);
  const row = (cells: string[]) =>
    [
      cells[0].padEnd(engineWidth),
      cells[1].padEnd(9),
      cells[2].padEnd(6),
      ...cells.slice(3).map((c) => c.padStart(8)),
    ].join('  ');
  const lines = [row(['engine', 'half', 'locale', 'queries', 'top-1', 'top-5'])];
  for (const run of runs) {
    for (const split of Object.keys(splitLabels) as QuerySplit[]) {
      for (const locale of [...locales, 'all']) {
        const summary = summarize(
          run.outcomes.filter((outcome) => outcome.split === split && (locale === 'all' || outcome.locale === locale)),
        );
        lines.push(
          row([
            run.engine,
            splitLabels[split],
            locale,
            String(summary.queries),
            percent(summary.top1),
            percent(summary.top5),
          ]),
        );
      }
    }
  }
  return lines.join('\n');
}

/**
 * How many held-out queries an engine did not rank first, by kind. Only counts: a list of the queries would invite
 * tuning on them, and then the half would no longer say whether ranking generalises.
 */
export function formatHeldOutMissCounts({engine, outcomes}: EngineQuality): string {
  const missed = outcomes.filter((outcome) => outcome.split === 'heldout' && outcome.rank !== 1);
  const kinds = [...new Set(missed.map((outcome) => outcome.kind))].sort();
  const byKind = kinds.map((kind) => `${kind} ${missed.filter((outcome) => outcome.kind === kind).length}`);
  return `${engine}: held-out queries not ranked first: ${missed.length} (${byKind.join(', ')})`;
}
