/**
 * The bench's search section: GET /api/search.php as the logged-in member with the filter sets members
 * use most, each for page 1 and for the page after it (the cursor of page 1's answer), at
 * BENCH_SEARCH_CONNECTIONS (default 20) concurrent searchers, beside GET /api/settings.php measured at
 * the same concurrency in the same run. Issue 11 §1's target: p95 under 30 ms at 100,000 members.
 */
const { benchFetch, measure, print } = require('./measure');

const FILTER_SETS = [
  '',
  'gender=female',
  'gender=female&min_age=25&max_age=40',
  'country=NL&min_age=30&max_age=50',
  'distance=50',
  'distance=25&min_age=18&max_age=35',
];

const withQuery = (path, query) => (query ? `${path}?${query}` : path);

/** The cursor of the first page of a search (null when everything fits on one page). */
async function firstPageCursor(base, filters, headers) {
  const response = await benchFetch(base + withQuery('/api/search.php', filters), { headers });
  if (!response.ok) throw new Error(`search.php?${filters} answered ${response.status}`);
  const body = await response.json();
  return { cursor: typeof body.cursor === 'string' && body.cursor ? body.cursor : null, body };
}

/** Measures and prints the search section; `member` holds the logged-in member's headers. */
async function benchSearch({ base, member, seconds, connections }) {
  const options = { seconds, connections };
  console.log(`\nSearch as the logged-in member, ${connections} concurrent searchers:`);
  const probe = await benchFetch(`${base}/api/search.php`, { headers: member });
  if (probe.status === 404) {
    console.log('  (this server has no /api/search.php: search section skipped)');
    return;
  }
  // Warm-up, not reported: a server just started compiles its hot paths and fills its connection pool
  // and prepared statements in the first seconds, which would count against whatever is measured first.
  const cursors = new Map();
  for (const filters of FILTER_SETS) {
    const first = await firstPageCursor(base, filters, member);
    cursors.set(filters, first);
    await measure('warm-up', base + withQuery('/api/search.php', filters), member, {
      ...options,
      seconds: 1,
    });
  }
  await measure('warm-up', `${base}/api/settings.php`, {}, { ...options, seconds: 1 });
  const reference = await measure('GET /api/settings.php', `${base}/api/settings.php`, {}, options);
  print(reference);
  for (const filters of FILTER_SETS) {
    const name = filters || '(no filter)';
    const { cursor, body } = cursors.get(filters);
    const found = `${body.numResults ?? '?'} found`;
    const first = await measure(
      `search ${name}`,
      base + withQuery('/api/search.php', filters),
      member,
      options,
    );
    print(first, reference, 'settings.php');
    if (!cursor) {
      console.log(`  ${name}: one page only (${found}), no second page to measure`);
      continue;
    }
    const next = `${filters ? `${filters}&` : ''}cursor=${encodeURIComponent(cursor)}`;
    print(
      await measure(`search ${name}, page 2`, base + withQuery('/api/search.php', next), member, options),
      reference,
      'settings.php',
    );
  }
  // settings.php again at the end: the machine's load may have changed during the section.
  print(await measure('GET /api/settings.php (again)', `${base}/api/settings.php`, {}, options));
}

module.exports = { benchSearch, FILTER_SETS };
