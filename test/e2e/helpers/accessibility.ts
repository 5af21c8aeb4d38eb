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

/**
 * Links and buttons on screen smaller than 24×24 px (WCAG 2.2 2.5.8, target size minimum), as
 * "where: name W×H". A link inside a sentence is left out, as the criterion leaves it out; so are
 * visually hidden controls.
 */
export async function smallTargets(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= 24 && box.height >= 24) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('.visually-hidden, [aria-hidden="true"]'))
        continue;
      const own = (element.textContent ?? '').trim();
      const around = (element.parentElement?.textContent ?? '').trim();
      const inSentence = style.display === 'inline' && around.length > own.length;
      if (inSentence) continue;
      const name = element.getAttribute('aria-label') ?? own;
      small.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
  return found.map((target) => `${where}: ${target}`);
}
