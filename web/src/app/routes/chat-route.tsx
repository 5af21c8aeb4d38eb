import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { USER_QUERY_KEY, useUser, type UserResponse } from '../../features/auth/api/get-user';
import { CHATS_QUERY_KEY } from '../../features/chats/api/chats';
import type { ChatProfile } from '../../features/chats/api/types';
import {
  ChatEnvironmentProvider,
  type ChatEnvironment,
} from '../../features/chats/components/chat-environment';
import { blockMember } from '../../features/members/api/block-member';
import { BlockDialog } from '../../features/members/components/block-dialog';
import { ReportDialog, type ReportTarget } from '../../features/members/components/report-dialog';
import { ResendActivation } from '../../features/signup/components/resend-activation';
import { useSettings } from '../../features/site/api/get-settings';
import { useFictionalMark } from '../use-fictional-mark';
import { MemberOnly } from './member-only';

/** The message length when the settings do not say (they always do once loaded). */
const DEFAULT_MESSAGE_LENGTH = 1000;

/**
 * The chat pages' frame: members only ("You need to be logged in to chat", SPEC §6), and what the chat
 * feature takes from the rest of the app: the message length, the credits in the navigation, the
 * profile's block and report dialogs, the activation e-mail.
 */
export function ChatRoute({ routeName, children }: { routeName: string; children: () => ReactNode }) {
  const { t } = useTranslation('member');
  const { data: settings } = useSettings();
  const fictional = useFictionalMark();
  const balance = useUser().data?.user?.credits ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [blocking, setBlocking] = useState<ChatProfile | null>(null);
  const [blockState, setBlockState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  const environment = useMemo<ChatEnvironment>(
    () => ({
      messageLength: settings?.message_length ?? DEFAULT_MESSAGE_LENGTH,
      photoCredits: settings?.photo_credits ?? 0,
      credits: balance,
      onCredits: (credits) => {
        if (credits === undefined) {
          void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
          return;
        }
        queryClient.setQueryData<UserResponse>(USER_QUERY_KEY, (data) =>
          data?.user ? { ...data, user: { ...data.user, credits } } : data,
        );
      },
      onBlock: (profile) => {
        setBlockState({ pending: false, error: null });
        setBlocking(profile);
      },
      onReport: (profile) => setReporting({ memberId: profile.id, name: profile.name }),
      resendActivation: <ResendActivation />,
      fictional,
    }),
    [settings, balance, queryClient, fictional],
  );

  const block = async () => {
    if (!blocking) return;
    setBlockState({ pending: true, error: null });
    try {
      await blockMember(blocking.id);
      setBlocking(null);
      setBlockState({ pending: false, error: null });
      void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      void navigate('/chats');
    } catch (error) {
      setBlockState({
        pending: false,
        error: error instanceof Error ? error.message : t('errors.actionFailed'),
      });
    }
  };

  return (
    <MemberOnly routeName={routeName} reason={t('prompt.chatTitle')}>
      {() => (
        <ChatEnvironmentProvider value={environment}>
          {children()}
          <BlockDialog
            open={blocking !== null}
            name={blocking?.name ?? ''}
            pending={blockState.pending}
            error={blockState.error}
            onConfirm={() => void block()}
            onCancel={() => setBlocking(null)}
          />
          <ReportDialog target={reporting} onClose={() => setReporting(null)} />
        </ChatEnvironmentProvider>
      )}
    </MemberOnly>
  );
}
