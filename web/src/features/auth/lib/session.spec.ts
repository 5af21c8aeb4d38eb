import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { readChatDraft, saveChatDraft } from '../../../lib/chat-drafts';
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
  it('logs a logged-in member out and goes home once user.php no longer knows them', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { user: member });
    queryClient.setQueryData(['chats'], { chats: [1] });
    saveChatDraft(5, 'unsent words');
    const navigate = vi.fn();
    const whoAmI = vi.fn().mockResolvedValue({ user: null });
    const handle = createAuthenticationRequiredHandler({ queryClient, navigate, whoAmI });
    handle();
    handle(); // several refused requests at once: user.php asked once
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(whoAmI).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
    // a shared device keeps nobody's unsent chat words
    expect(readChatDraft(5)).toBe('');
  });

  it('logs out as before when user.php cannot be asked', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { user: member });
    const navigate = vi.fn();
    const whoAmI = vi.fn().mockRejectedValue(new ApiError(0, 'network_error', 'offline'));
    createAuthenticationRequiredHandler({ queryClient, navigate, whoAmI })();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: null });
  });

  it('keeps a member whose session was renewed while a request was on its way, and fetches again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { user: member });
    const chats = vi.fn().mockResolvedValue({ chats: [2] });
    await queryClient.prefetchQuery({ queryKey: ['chats'], queryFn: chats });
    const navigate = vi.fn();
    const renewed = { ...member, credits: 4 };
    const whoAmI = vi.fn().mockResolvedValue({ user: renewed });
    createAuthenticationRequiredHandler({ queryClient, navigate, whoAmI })();
    await vi.waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: renewed }));
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['chats'])!.isInvalidated).toBe(true);
  });

  it('leaves a visitor where they are', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { user: null });
    const navigate = vi.fn();
    const whoAmI = vi.fn();
    createAuthenticationRequiredHandler({ queryClient, navigate, whoAmI })();
    expect(navigate).not.toHaveBeenCalled();
    expect(whoAmI).not.toHaveBeenCalled();
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
