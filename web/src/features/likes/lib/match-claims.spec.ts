import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { claimMatchDialog } from './match-claims';

describe('claimMatchDialog', () => {
  it('lets one dialog announce a match: the first claim of a member wins, per app', () => {
    const app = new QueryClient();
    expect(claimMatchDialog(app, 8)).toBe(true);
    expect(claimMatchDialog(app, 8)).toBe(false);
    expect(claimMatchDialog(app, 9)).toBe(true);
    // another app (tab) announces it too
    expect(claimMatchDialog(new QueryClient(), 8)).toBe(true);
  });
});
