/**
 * Lists the Ukrainian pages whose English source changed since the revision they record (`source_revision`).
 *
 *   npx tsx scripts/check-translation-drift.ts                 report; exit 1 only on a missing record or a page
 *                                                              that exists in one language only
 *   npx tsx scripts/check-translation-drift.ts --mark <page>…  after updating a translation (and committing the
 *                                                              English page), record the English page's last commit;
 *                                                              <page> is relative to docs/, e.g. webhooks/structure.mdx
 */
import {
  findTranslationDrift,
  formatDriftReport,
  hasDriftErrors,
  markTranslated,
  type DriftOptions,
} from './translationDrift';

const options: DriftOptions = {
  repoDir: process.cwd(),
  sourceDir: 'docs',
  translationDir: 'i18n/uk/docusaurus-plugin-content-docs/current',
};

const [command, ...pages] = process.argv.slice(2);
if (command === '--mark') {
  if (pages.length === 0) {
    console.error('Name the pages to mark, relative to docs/, e.g. webhooks/structure.mdx');
    process.exit(2);
  }
  for (const page of pages) {
    console.log(`${page}: source_revision ${markTranslated(options, page)}`);
  }
} else {
  const report = findTranslationDrift(options);
  console.log(formatDriftReport(report, options));
  process.exitCode = hasDriftErrors(report) ? 1 : 0;
}
