import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../api/get-user';
import { createAuthenticationRequiredHandler } from './session';

const member = {
  id: 1,
  credits: 5,
  status: 'activated',
  paid_user: false,
  notifications_disabled: [],
  language: 'en',
  profile: null,
};

describe('authentication required handler', () => {
  it('logs a logged-in member out and goes home', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { user: member });
    queryClient.setQueryData(['chats'], { chats: [1] });
    const navigate = vi.fn();
    createAuthenticationRequiredHandler({ queryClient, navigate })();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves a visitor where they are', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { user: null });
    const navigate = vi.fn();
    createAuthenticationRequiredHandler({ queryClient, navigate })();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a banned member (or a refused login) to the ban page', () => {
    for (const user of [member, null]) {
      const queryClient = new QueryClient();
      queryClient.setQueryData(USER_QUERY_KEY, { user });
      queryClient.setQueryData(['chats'], { chats: [1] });
      const navigate = vi.fn();
      createAuthenticationRequiredHandler({ queryClient, navigate })(
        new ApiError(403, 'account_banned', 'Banned'),
      );
      expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: null });
      expect(queryClient.getQueryData(['chats'])).toBeUndefined();
      expect(navigate).toHaveBeenCalledWith('/pages/ban');
    }
  });
});
