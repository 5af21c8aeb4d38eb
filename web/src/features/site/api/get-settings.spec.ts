import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { reloadSettingsOnLanguageChange } from './get-settings';

describe('reloadSettingsOnLanguageChange', () => {
  it('loads the settings again when the language changes (their profile notes are in it)', async () => {
    const queryClient = new QueryClient();
    const i18n = await createI18n('en');
    let loads = 0;
    const key = ['settings', { domain: 'localhost' }];
    await queryClient.prefetchQuery({ queryKey: key, queryFn: () => ({ load: ++loads }) });
    await queryClient.prefetchQuery({ queryKey: ['user'], queryFn: () => ({}) });
    const stop = reloadSettingsOnLanguageChange(queryClient, i18n);

    await i18n.changeLanguage('de');
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['user'])?.isInvalidated).toBe(false);

    await queryClient.refetchQueries({ queryKey: key });
    stop();
    await i18n.changeLanguage('fr');
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(key)).toEqual({ load: 2 });
  });
});
