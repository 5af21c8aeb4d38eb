import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_DEPENDENT, refreshLanguageDependentQueries } from './language-queries';

describe('refreshLanguageDependentQueries', () => {
  it('marks the answers that depend on the language stale, and no others', async () => {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({
      queryKey: ['interests', 'de'],
      queryFn: () => [],
      meta: LANGUAGE_DEPENDENT,
    });
    await queryClient.prefetchQuery({ queryKey: ['settings'], queryFn: () => ({}) });

    await refreshLanguageDependentQueries(queryClient);

    expect(queryClient.getQueryState(['interests', 'de'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['settings'])?.isInvalidated).toBe(false);
  });
});
