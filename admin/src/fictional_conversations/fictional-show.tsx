import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { Loading, Title, useNotify, useShowController, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConversationView, ProfileCard } from './conversation-view';
import { fictionalApi } from './fictional-api';
import type { FictionalConversationView } from './types';

/** How often the open conversation is read again (new messages of the member, the claim's state). */
const REFRESH_MS = 5000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The conversation cannot be shown (e.g. 404 member_not_found: the member was banned or left): the server's
 * message and the way back to the queue, with no claim or notes that would only be refused.
 */
const Unavailable = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <Alert severity="error" data-testid="fictional-unavailable">
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to="/fictional_conversations" variant="contained">
        {translate('kindred.fictional_conversations.back_to_queue')}
      </Button>
    </Stack>
  );
};

/** The claim: take it, see until when it holds, give it up. */
const ClaimBar = ({ view, onChange }: { view: FictionalConversationView; onChange: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const act = (call: () => Promise<unknown>) => () =>
    call().then(onChange, (error: unknown) => {
      notify(errorMessage(error), { type: 'error' });
      onChange();
    });
  const claim = view.claim;
  if (claim && !claim.mine)
    return (
      <Alert severity="warning">
        {translate('kindred.fictional_conversations.claimed_by_other_until', {
          at: new Date(claim.expires_at).toLocaleTimeString(),
        })}
      </Alert>
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {claim ? (
        <>
          <Alert severity="success" sx={{ flex: 1 }} data-testid="fictional-claimed">
            {translate('kindred.fictional_conversations.claimed_by_me_until', {
              at: new Date(claim.expires_at).toLocaleTimeString(),
            })}
          </Alert>
          <Button onClick={act(() => fictionalApi.claim(view.id))}>
            {translate('kindred.fictional_conversations.extend')}
          </Button>
          <Button onClick={act(() => fictionalApi.release(view.id))}>
            {translate('kindred.fictional_conversations.release')}
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          data-testid="fictional-claim"
          onClick={act(() => fictionalApi.claim(view.id))}
        >
          {translate('kindred.fictional_conversations.claim')}
        </Button>
      )}
    </Stack>
  );
};

/** The answer as the fictional profile (only while the agent holds the conversation). */
const ReplyBox = ({ view, onSent }: { view: FictionalConversationView; onSent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const mine = view.claim?.mine === true;
  const send = async () => {
    setSending(true);
    try {
      await fictionalApi.reply(view.id, text, crypto.randomUUID());
      setText('');
      notify('kindred.fictional_conversations.sent', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSending(false);
      onSent();
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={2}
        value={text}
        disabled={!mine || sending}
        onChange={(event) => setText(event.target.value)}
        label={translate('kindred.fictional_conversations.reply_as', {
          name: view.fictional.card?.name ?? '',
        })}
        helperText={mine ? undefined : translate('kindred.fictional_conversations.claim_first')}
        slotProps={{ htmlInput: { 'data-testid': 'fictional-reply-text' } }}
      />
      <Box>
        <Button
          variant="contained"
          disabled={!mine || sending || !text.trim()}
          onClick={send}
          data-testid="fictional-reply-send"
        >
          {translate('kindred.fictional_conversations.send')}
        </Button>
      </Box>
    </Stack>
  );
};

/** The fictional profile's notes, kept by its agents (keyed by the saved notes: a new version resets it). */
const NotesBox = ({ view, onSaved }: { view: FictionalConversationView; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [notes, setNotes] = useState(view.fictional.notes);
  const saved = view.fictional.notes;
  const save = () =>
    fictionalApi.saveNotes(view.id, notes).then(
      () => {
        notify('kindred.fictional_conversations.notes_saved', { type: 'success' });
        onSaved();
      },
      (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline">{translate('kindred.fictional_conversations.notes')}</Typography>
        <TextField
          fullWidth
          multiline
          minRows={6}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'fictional-notes', maxLength: 10_000 } }}
        />
        <Button sx={{ mt: 1 }} disabled={notes === saved} onClick={save}>
          {translate('kindred.fictional_conversations.save_notes')}
        </Button>
      </CardContent>
    </Card>
  );
};

/**
 * One conversation for the chat agent: the member's public card, the whole conversation with the reply
 * box, and the fictional profile with its notes. Read again every few seconds.
 */
export const FictionalShow = () => {
  const translate = useTranslate();
  // Not react-admin's "element does not exist" and redirect to the list: the agent would lose the server's
  // reason (e.g. the member was banned) at once. The error stays on the page, and a later read that
  // succeeds (an unban) shows the conversation again.
  const { record, refetch, isPending, error } = useShowController<FictionalConversationView>({
    queryOptions: { refetchInterval: REFRESH_MS, onError: () => undefined },
    redirectOnError: false,
  });
  if (error) return <Unavailable error={error} />;
  // react-admin may show the list's row while the conversation loads: wait for the whole view.
  if (isPending || !record || !Array.isArray(record.messages)) return <Loading />;
  const refresh = () => void refetch();
  return (
    <Box sx={{ mt: 2 }}>
      <Title
        title={translate('kindred.fictional_conversations.title', {
          member: record.member?.name ?? '',
          fictional: record.fictional.card?.name ?? '',
        })}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <ProfileCard
            title={translate('kindred.fictional_conversations.member')}
            card={record.member}
            testId="fictional-member-card"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <ClaimBar view={record} onChange={refresh} />
                <ConversationView messages={record.messages} />
                <ReplyBox view={record} onSent={refresh} />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Stack spacing={2}>
            <ProfileCard
              title={translate('kindred.fictional_conversations.fictional')}
              card={record.fictional.card}
              testId="fictional-profile-card"
            />
            <NotesBox key={`${record.id}:${record.fictional.notes}`} view={record} onSaved={refresh} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};
