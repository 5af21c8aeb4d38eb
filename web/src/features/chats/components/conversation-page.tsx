import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import {
  forgetUnsentMessage,
  keepUnsentMessage,
  readChatDraft,
  readUnsentMessages,
  saveChatDraft,
  type UnsentMessage,
} from '../../../lib/chat-drafts';
import { forgetChatPhoto, sendingChatPhoto } from '../../../lib/chat-photo-drafts';
import { forgetPurchaseReturn, rememberPurchaseReturn } from '../../../lib/purchase-return';
import { useMarkChatRead } from '../api/chat-read';
import { emitTyping } from '../api/chat-socket';
import { useRemoveChat } from '../api/remove-chat';
import { CHATS_QUERY_KEY } from '../api/chats';
import { messagesQueryKey, useMessages, type ConversationTarget } from '../api/messages';
import { sendMessage, type OutgoingContent } from '../api/send-message';
import type { ChatProfile, ChatsResponse, Gift } from '../api/types';
import {
  chatsWithMessage,
  conversationIdOf,
  firstUnreadOf,
  messagesOf,
  withConversation,
  withMessage,
  type ConversationPages,
} from '../lib/chat-cache';
import { chatPhotoOf } from '../lib/chat-photo-files';
import { newClientId } from '../../../lib/client-id';
import { setOpenConversation } from '../lib/open-conversation';
import { sendProblemOf, type SendProblem } from '../lib/send-problem';
import { typingQueryKey, type TypingState } from '../lib/socket-events';
import { ChatFooter } from './chat-footer';
import { useChatEnvironment } from './chat-environment';
import { ChatTopBar } from './chat-top-bar';
import { GiftPicker } from './gift-picker';
import { IcebreakerModal } from './icebreaker-modal';
import { KeptPhotoBar } from './kept-photo-bar';
import type { PendingMessage } from './message-bubble';
import { MessageList } from './message-list';
import { choosePhoto, forgetChosenPhoto, PhotoConfirm, type ChosenPhoto } from './photo-confirm';
import { SendProblemAlert } from './send-problem-alert';
import { useFileDrop } from './use-file-drop';
import { useKeptPhoto } from './use-kept-photo';
import './chats.css';

/** How long "typing…" shows after the last typing event. */
export const TYPING_SHOWN_MS = 6_000;

function ConversationSkeleton() {
  const { t } = useTranslation('chats');
  return (
    <Skeleton label={t('messages.loading')} className="chat-page" shapeClassName="chat-skeleton">
      <SkeletonBlock shape="title" style={{ width: '40%' }} />
      {[60, 45, 70, 35].map((width, index) => (
        <SkeletonBlock
          key={index}
          className={index % 2 ? 'chat-skeleton__mine' : undefined}
          style={{ width: `${width}%`, height: '2.5rem' }}
        />
      ))}
    </Skeleton>
  );
}

/** Whether the other member is typing in this conversation (a socket event less than a few seconds old). */
function useTyping(conversationId: number | null, otherId: number): boolean {
  const { data } = useQuery<TypingState | null>({
    queryKey: typingQueryKey(conversationId ?? 0),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  // the event whose few seconds are over
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const timer = setTimeout(() => setExpired(data.at), Math.max(0, data.at + TYPING_SHOWN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [data]);
  return conversationId !== null && !!data && data.memberId === otherId && data.at !== expired;
}

function pendingOf(clientId: string, content: OutgoingContent): PendingMessage {
  const base = {
    clientId,
    at: new Date().toISOString(),
    state: 'sending' as const,
    photoUrl: null,
    giftName: null,
    giftImage: null,
  };
  if (content.kind === 'text') return { ...base, kind: 'text', text: content.text };
  if (content.kind === 'gift') return { ...base, kind: 'gift', text: '', giftName: null };
  const photoUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(content.photo) : null;
  return { ...base, kind: 'photo', text: '', photoUrl };
}

type OutboxItem = PendingMessage & { content: OutgoingContent };

/** Whether a photo the server refused stays kept for the chat: not when the server will refuse it again. */
const keptWhenRefused = (problem: SendProblem) => problem.kind !== 'other';

/** What is kept of a message on its way (a photo is not: it is kept apart, see `sendingChatPhoto`). */
function unsentOf(item: OutboxItem): UnsentMessage | null {
  const { clientId, at, content } = item;
  if (content.kind === 'text') return { clientId, at, kind: 'text', text: content.text };
  if (content.kind === 'gift')
    return {
      clientId,
      at,
      kind: 'gift',
      giftId: content.giftId,
      giftName: item.giftName,
      giftImage: item.giftImage,
    };
  return null;
}

/**
 * A message kept from an earlier visit of the chat, back as a failed bubble ("Not sent · Try again"):
 * never sent again without the member asking (its send may still be on its way, or was refused).
 */
function restoredOf(unsent: UnsentMessage): OutboxItem {
  const content: OutgoingContent =
    unsent.kind === 'text' ? { kind: 'text', text: unsent.text } : { kind: 'gift', giftId: unsent.giftId };
  const extra = unsent.kind === 'gift' ? { giftName: unsent.giftName, giftImage: unsent.giftImage } : {};
  return { ...pendingOf(unsent.clientId, content), ...extra, at: unsent.at, state: 'failed', content };
}

export interface ConversationPageProps {
  routeName: string;
  target: ConversationTarget;
}

/** /chats/{id} and /members/{id}/chat: one conversation, its top bar and its footer. */
export function ConversationPage({ routeName, target }: ConversationPageProps) {
  const { t } = useTranslation('chats');
  const messages = useMessages(target);
  if (messages.isPending) return <ConversationSkeleton />;
  if (messages.isError) {
    const error = messages.error;
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <section className="page chat-page chat-page--message" data-route={routeName}>
        {notFound ? (
          <div className="empty-state" role="alert">
            <p>{t('messages.notFound')}</p>
            <Link className="btn btn--primary" to="/chats">
              {t('top.back')}
            </Link>
          </div>
        ) : (
          <LoadFailed
            className="empty-state"
            message={
              error instanceof ApiError && error.status === 403 ? error.message : t('messages.loadFailed')
            }
            retryLabel={t('list.retry')}
            onRetry={() => void messages.refetch()}
          />
        )}
      </section>
    );
  }
  return (
    <Conversation
      routeName={routeName}
      target={target}
      data={messages.data}
      loadingOlder={messages.isFetchingNextPage}
      hasOlder={messages.hasNextPage}
      onLoadOlder={() => {
        if (!messages.isFetchingNextPage) void messages.fetchNextPage();
      }}
    />
  );
}

interface ConversationProps {
  routeName: string;
  target: ConversationTarget;
  data: ConversationPages;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

function Conversation({ routeName, target, data, hasOlder, loadingOlder, onLoadOlder }: ConversationProps) {
  const { t } = useTranslation('chats');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const removeChat = useRemoveChat();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const environment = useChatEnvironment();
  const markRead = useMarkChatRead();
  const profile: ChatProfile = data.pages[0]!.profile;
  const conversationId = conversationIdOf(data);
  const all = messagesOf(data);
  const oldest = data.pages[data.pages.length - 1]!;
  const olderHidden = oldest.older_hidden && !hasOlder;
  const typing = useTyping(conversationId, profile.id);
  // taken as the chat opens, before opening it marks everything read
  const [firstUnread] = useState(() =>
    firstUnreadOf(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY), data),
  );

  // what was typed and not sent stays with the chat while the member is elsewhere
  const [text, setTextState] = useState(() => readChatDraft(profile.id));
  const setText = (value: string) => {
    setTextState(value);
    saveChatDraft(profile.id, value);
  };
  // a message not sent (no credits, offline) is kept beside the draft: buying credits leaves the chat
  const [outbox, setOutbox] = useState<OutboxItem[]>(() => readUnsentMessages(profile.id).map(restoredOf));
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [photoToSend, setPhotoToSend] = useState<ChosenPhoto | null>(null);
  const closePhotoConfirm = () => {
    forgetChosenPhoto(photoToSend);
    setPhotoToSend(null);
  };
  const choose = (file: File) => {
    forgetChosenPhoto(photoToSend);
    setPhotoToSend(choosePhoto(file));
  };
  /** Files chosen, pasted or dropped: the first photo among them, or why none can be sent. */
  const takeFiles = (files: ArrayLike<File>) => {
    const photo = chatPhotoOf(files);
    if (photo) choose(photo);
    else setProblem({ kind: 'not_a_photo' });
  };
  const photoDrop = useFileDrop(takeFiles);
  // a photo refused earlier (no credits) waits above the field, ready to send, when the member is back
  const { keptPhoto, take: takeKeptPhoto, remove: removeKeptPhoto } = useKeptPhoto(profile.id);
  // `?gift` (a profile's "Send a gift") opens the gift picker once, in place of the icebreakers
  const [searchParams, setSearchParams] = useSearchParams();
  const giftAsked = searchParams.has('gift');
  const [giftsOpen, setGiftsOpen] = useState(giftAsked);
  const isNew = all.length === 0 && !hasOlder && !oldest.older_hidden;
  // a draft kept from before is the first line already: no ideas over it
  const [ideasOpen, setIdeasOpen] = useState(isNew && !giftAsked && text === '');
  // nor over a photo kept for this chat (read as the chat opens): it is the first message already; set
  // while rendering, as React advises for state that follows another, so the ideas never show over it
  const [keptPhotoSeen, setKeptPhotoSeen] = useState(false);
  if (keptPhoto && !keptPhotoSeen) {
    setKeptPhotoSeen(true);
    setIdeasOpen(false);
  }
  useEffect(() => {
    if (giftAsked)
      setSearchParams(
        (params) => {
          params.delete('gift');
          return params;
        },
        { replace: true },
      );
  }, [giftAsked, setSearchParams]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  /** The icebreakers close on a picked line or "I'll write my own": the member goes on writing. */
  const writeAfterIdeas = () => {
    setIdeasOpen(false);
    requestAnimationFrame(() => textareaRef.current?.focus());
  };

  // on screen: a message arriving here counts as read; opening it (and every message from the other
  // member while it is open) marks it read on the server (SPEC §4)
  const newestTheirs = [...all].reverse().find((message) => !message.mine)?.id ?? null;
  useEffect(() => {
    if (conversationId === null) return;
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId]);
  useEffect(() => {
    if (conversationId === null || document.visibilityState === 'hidden') return;
    void markRead(conversationId);
  }, [conversationId, newestTheirs, markRead]);
  useEffect(() => {
    if (conversationId === null) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void markRead(conversationId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [conversationId, markRead]);

  /** Takes a message out of the outbox (sent, or given up), with its photo preview. */
  const drop = (clientId: string) => {
    forgetUnsentMessage(profile.id, clientId);
    forgetChatPhoto(profile.id, clientId);
    setOutbox((items) => {
      const item = items.find((entry) => entry.clientId === clientId);
      if (item?.photoUrl) URL.revokeObjectURL(item.photoUrl);
      return items.filter((entry) => entry !== item);
    });
  };

  const send = async (content: OutgoingContent, clientId: string) => {
    setProblem(null);
    const sendTarget: ConversationTarget = conversationId !== null ? { conversationId } : target;
    const request = () => sendMessage({ target: sendTarget, clientId, content });
    try {
      // a photo is kept for the chat from now until the server has it: the member may leave the page before
      // the answer (a slow upload), or leave to buy credits after a refusal; one the server will never take
      // (too large, blocked) is not kept once refused
      const sent = await (content.kind === 'photo'
        ? sendingChatPhoto(profile.id, { clientId, file: content.photo }, request, (error) =>
            keptWhenRefused(sendProblemOf(error)),
          )
        : request());
      queryClient.setQueryData<ConversationPages>(messagesQueryKey(target), (pages) =>
        pages
          ? withMessage(
              conversationIdOf(pages) === null ? withConversation(pages, sent.conversation.id) : pages,
              sent.message,
            )
          : pages,
      );
      const list = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY);
      const next = list && chatsWithMessage(list, sent.conversation.id, sent.message, true);
      if (next) queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, next);
      else void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      drop(clientId);
      environment.onCredits(sent.credits);
    } catch (error) {
      const found = sendProblemOf(error);
      setProblem(found);
      if (found.kind === 'credits') environment.onCredits();
      setOutbox((items) =>
        items.map((item) => (item.clientId === clientId ? { ...item, state: 'failed' } : item)),
      );
    }
  };

  const start = (content: OutgoingContent, extra: Partial<PendingMessage> = {}, clientId = newClientId()) => {
    const item: OutboxItem = { ...pendingOf(clientId, content), ...extra, content };
    // kept before it goes: the member may leave before the answer (a refusal then finds it on return)
    const unsent = unsentOf(item);
    if (unsent) keepUnsentMessage(profile.id, unsent);
    setOutbox((items) => [...items, item]);
    void send(content, clientId);
  };

  const retry = (clientId: string) => {
    const item = outbox.find((entry) => entry.clientId === clientId);
    if (!item) return;
    setOutbox((items) =>
      items.map((entry) => (entry.clientId === clientId ? { ...entry, state: 'sending' } : entry)),
    );
    void send(item.content, clientId);
  };

  /**
   * Every chat with the member leaves the list at once and the member goes to the list; the server is
   * asked meanwhile, and the list shows the error (and loads again) when it refuses (SPEC §4).
   */
  const removeAll = () => {
    setConfirmingRemoval(false);
    removeChat.mutate({ profileId: profile.id, name: profile.name });
    void navigate('/chats');
  };

  // the server's copy may come (by the socket) before the answer: show it once
  const delivered = new Set(all.map((message) => message.client_id).filter(Boolean));
  const pending = outbox.filter((item) => !delivered.has(item.clientId));
  const waitingPhoto = keptPhoto && !delivered.has(keptPhoto.clientId) ? keptPhoto : null;
  // a kept message or photo the server has after all (its answer was lost, or came while the chat was closed)
  const deliveredKept = [...outbox, ...(keptPhoto ? [keptPhoto] : [])]
    .filter((item) => delivered.has(item.clientId))
    .map((item) => item.clientId)
    .join(' ');
  useEffect(() => {
    for (const clientId of deliveredKept.split(' ').filter(Boolean)) {
      forgetUnsentMessage(profile.id, clientId);
      forgetChatPhoto(profile.id, clientId);
    }
  }, [deliveredKept, profile.id]);

  // back in the chat a purchase started from: the payment's page no longer leads here
  useEffect(() => forgetPurchaseReturn(profile.id), [profile.id]);
  const { pathname } = useLocation();
  /** "Buy credits" from this chat: the payment's success page leads back here. */
  const buyingCredits = () =>
    rememberPurchaseReturn({ path: pathname, name: profile.name, memberId: profile.id });

  return (
    <section
      className={photoDrop.over ? 'page chat-page chat-page--drop' : 'page chat-page'}
      data-route={routeName}
      {...photoDrop.handlers}
    >
      {photoDrop.over ? (
        <p className="chat-drop" aria-hidden="true">
          {t('photoConfirm.drop', { name: profile.name })}
        </p>
      ) : null}
      <ChatTopBar profile={profile} typing={typing} onRemoveAll={() => setConfirmingRemoval(true)} />
      <MessageList
        name={profile.name}
        messages={all}
        pending={pending}
        hasOlder={hasOlder}
        olderHidden={olderHidden}
        loadingOlder={loadingOlder}
        onLoadOlder={onLoadOlder}
        onRetry={retry}
        onDiscard={drop}
        typing={typing}
        firstUnread={firstUnread}
      />
      {problem ? (
        <SendProblemAlert
          problem={problem}
          name={profile.name}
          resendActivation={environment.resendActivation}
          onBuyCredits={buyingCredits}
          onClose={() => setProblem(null)}
        />
      ) : null}
      {waitingPhoto ? (
        <KeptPhotoBar
          photo={waitingPhoto.photo}
          name={profile.name}
          credits={environment.photoCredits}
          onSend={() => {
            takeKeptPhoto();
            // its client id again: a send whose answer was lost is one message, charged once
            start({ kind: 'photo', photo: waitingPhoto.photo.file }, {}, waitingPhoto.clientId);
          }}
          onRemove={() => removeKeptPhoto(waitingPhoto.clientId)}
        />
      ) : null}
      <ChatFooter
        name={profile.name}
        maxLength={environment.messageLength}
        text={text}
        textareaRef={textareaRef}
        onTextChange={setText}
        onSendText={(value) => {
          setText('');
          start({ kind: 'text', text: value });
        }}
        onPhotoFiles={takeFiles}
        onOpenGifts={() => setGiftsOpen(true)}
        onOpenIdeas={all.length === 0 ? () => setIdeasOpen(true) : undefined}
        onTyping={() => {
          if (conversationId !== null) emitTyping(conversationId);
        }}
      />
      <PhotoConfirm
        photo={photoToSend}
        name={profile.name}
        credits={environment.photoCredits}
        onSend={(photo) => {
          closePhotoConfirm();
          start({ kind: 'photo', photo });
        }}
        onCancel={closePhotoConfirm}
      />
      <GiftPicker
        open={giftsOpen}
        name={profile.name}
        onBuyCredits={buyingCredits}
        onClose={() => setGiftsOpen(false)}
        returnFocusTo={textareaRef}
        onPick={(gift: Gift) => {
          setGiftsOpen(false);
          start({ kind: 'gift', giftId: gift.id }, { giftName: gift.name, giftImage: gift.image });
        }}
      />
      <ConfirmDialog
        id="chat-remove-all"
        open={confirmingRemoval}
        title={t('removeAll.title', { name: profile.name })}
        text={t('removeAll.text', { name: profile.name })}
        pending={false}
        confirmLabel={t('removeAll.confirm')}
        cancelLabel={t('remove.cancel')}
        onConfirm={removeAll}
        onCancel={() => setConfirmingRemoval(false)}
      />
      <IcebreakerModal
        open={ideasOpen}
        name={profile.name}
        onClose={() => setIdeasOpen(false)}
        onPick={(line) => {
          setText(line);
          writeAfterIdeas();
        }}
        onWriteOwn={writeAfterIdeas}
      />
    </section>
  );
}
