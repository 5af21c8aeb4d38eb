const { chromium } = require('playwright');
const { AxeBuilder } = require('@axe-core/playwright');
const B = 'http://127.0.0.1:3000';
const report = async (page, label) => {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
  if (!r.violations.length) return console.log(label, 'ok');
  for (const v of r.violations) for (const n of v.nodes.slice(0, 4)) console.log(label, v.id, n.target.join(' '), '::', n.failureSummary.split('\n').slice(1,2).join(' ').slice(0,180));
};
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(() => localStorage.setItem('site-entry-warning-skipped', String(Date.now())));
  const page = await ctx.newPage();
  for (const l of ['adultonly','tinderswipe','whoneedsstrings','alonetonight','collagelanding','gallery','iconslanding','maplanding','socialnetwork','transitionsvideolanding','video']) {
    await page.goto(B + '/landers/' + l); await page.waitForTimeout(1500); await report(page, 'lander ' + l);
  }
  await page.goto(B + '/members/2'); await page.waitForTimeout(1500); await report(page, 'visitor /members/2');
  await page.goto(B + '/pages/faq'); await page.waitForTimeout(1000); await report(page, 'faq');
  await page.goto(B + '/login'); await page.waitForTimeout(800);
  await page.fill('input[type=email]', 'demo@kindred.local');
  await page.fill('input[type=password]', 'kindred-demo-2026');
  await page.press('input[type=password]', 'Enter');
  await page.waitForTimeout(2500);
  await page.goto(B + '/members'); await page.waitForTimeout(1500);
  const filters = page.getByRole('button', { name: 'Filters' }); if (await filters.count()) { await filters.click(); await page.waitForTimeout(800); await report(page, 'search filters open'); }
  await page.goto(B + '/members/2000/chat'); await page.waitForTimeout(2500); await report(page, 'new chat (icebreaker?)');
  await page.keyboard.press('Escape'); await page.waitForTimeout(500);
  const gift = page.getByRole('button', { name: /gift/i }).first(); if (await gift.count()) { await gift.click(); await page.waitForTimeout(1500); await report(page, 'gift picker'); await page.keyboard.press('Escape'); }
  await page.goto(B + '/members?t=1'); await page.waitForTimeout(4000); await report(page, 'like modal ?t');
  await page.goto(B + '/likes/m/' + 2); await page.waitForTimeout(1500); await report(page, 'likes/m/2');
  await page.goto(B + '/credits'); await page.waitForTimeout(1500);
  const buy = page.getByRole('link', { name: /buy|choose/i }).first(); if (await buy.count()) { await buy.click(); await page.waitForTimeout(2000); await report(page, 'credits payment page ' + page.url()); }
  await page.goto(B + '/directdebit'); await page.waitForTimeout(1500); await report(page, 'directdebit');
  await page.goto(B + '/signup-matches'); await page.waitForTimeout(1500); await report(page, 'signup-matches');
  await page.goto(B + '/transactions/1'); await page.waitForTimeout(1500); await report(page, 'transactions/1');
  // visitor signup modal on desktop
  const v = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await v.addInitScript(() => localStorage.setItem('site-entry-warning-skipped', String(Date.now())));
  await v.goto(B + '/members/2'); await v.waitForTimeout(1500);
  const like = v.getByRole('button', { name: /like|message|chat/i }).first(); if (await like.count()) { await like.click(); await v.waitForTimeout(1500); await report(v, 'visitor action → signup modal?'); }
  await browser.close();
})();
