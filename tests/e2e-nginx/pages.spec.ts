/**
 * Every page of the site in both locales, served by deploy/nginx.conf and loaded once: it answers 200 with the
 * locale's lang and one h1, runs under the Content-Security-Policy with no violation, logs no error, and axe-core
 * finds no WCAG 2.1 A/AA violation in light mode nor a colour one after switching to dark mode. The two modes share
 * one page load (switched with the navbar's toggle, as a reader does): in dark mode only the rules that read colours
 * are run again, as the other rules see the same document. One browser page per batch, and one sweep for the policy
 * and accessibility together, keep the ~240 pages within minutes on two cores.
 */
import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {inBatches, locales, siteRoutes} from '../e2e/siteRoutes';
import {waitForHydration} from '../e2e/support/hydration';
import {watchForProblems, withoutZodEvalProbe} from './support/policyProblems';

const htmlLangs = {en: 'en-US', uk: 'uk-UA'} as const;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG 2.1 A/AA rules of axe whose outcome depends on the colours of the page. */
const colourRules = ['color-contrast', 'link-in-text-block'];
const routesPerTest = 14;

/**
 * Legacy mode runs axe in the page itself instead of frame by frame with a helper page per analysis (the site has no
 * iframes), and only violations are serialized: together they keep an analysis around a second on the longest pages.
 */
const axeBuilder = (page: Page) => new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});

const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] =>
  violations.map(
    ({id, help, nodes}) =>
      `${id} (${help}): ${nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}${nodes.length > 3 ? ` … ${nodes.length} nodes` : ''}`,
  );

/**
 * Clicks the navbar's colour mode toggle (light, dark, system) until the page is dark. Transitions are switched off
 * first, so that axe reads the final colours and not a link halfway through its colour transition.
 */
async function switchToDarkMode(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  // The theme's toggle has no stable name across locales; its wrapper's class is the theme's own.
  const toggle = page.locator('.navbar [class*="colorModeToggle"] button').first();
  for (let click = 0; click < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; click += 1) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * The address a route is opened at: in light mode (the theme's inline script reads ?docusaurus-theme= before the first
 * paint, like a stored choice), and the search page with a query, so that it loads the locale's index and shows hits.
 */
function lightModeUrl(route: string): string {
  const query = new URLSearchParams({'docusaurus-theme': 'light'});
  if (route.endsWith('/search/')) query.set('q', 'webhook');
  return `${route}?${query}`;
}

for (const locale of locales) {
  inBatches(siteRoutes(locale), routesPerTest).forEach((batch, index) => {
    const first = index * routesPerTest + 1;
    test(`${locale}: pages ${first}–${first + batch.length - 1} answer 200 with one h1, break no policy, log no error and pass axe in light and dark mode`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems = await watchForProblems(page);
      for (const route of batch) {
        const response = await page.goto(lightModeUrl(route));
        expect(response?.status(), route).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLangs[locale]);
        await expect(page.locator('h1'), route).toHaveCount(1);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        const light = (await axeBuilder(page).withTags(wcagTags).analyze()).violations;
        expect.soft(describeViolations(light), `axe violations on ${route} (light)`).toEqual([]);
        await switchToDarkMode(page);
        const dark = (await axeBuilder(page).withRules(colourRules).analyze()).violations;
        expect.soft(describeViolations(dark), `axe colour violations on ${route} (dark)`).toEqual([]);
        // Let the lazy work finish under the policy too: prefetches, images, the search index in idle time.
        await page.waitForLoadState('networkidle');
      }
      const {violations, errors} = await withoutZodEvalProbe(page, problems);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
