import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe-core found against one rule on one screen: enough to know what to mend. */
export interface Violation {
  where: string;
  rule: string;
  help: string;
  elements: string[];
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page as it is now, checked by axe-core against WCAG A and AA; `where` names it in the report. A
 * dialog still fading in (the modal's 180 ms) has its colours half drawn, which axe reads as too little
 * contrast: the check waits for every animation that ends (not a spinner's) to end first.
 */
export async function wcagViolations(page: Page, where: string): Promise<Violation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
