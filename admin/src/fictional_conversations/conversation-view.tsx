import { Avatar, Box, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FictionalMessage, MemberCard } from './types';

/** A profile's public card: main photo, name, age, place (nothing private of a member). */
export const ProfileCard = ({
  title,
  card,
  testId,
}: {
  title: string;
  card: MemberCard | null;
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="overline">{title}</Typography>
        {card ? (
          <>
            {card.main_image && (
              <Avatar
                src={card.main_image.match}
                alt={card.name}
                sx={{ width: 96, height: 96, my: 1 }}
                variant="rounded"
              />
            )}
            <Typography variant="h6">{card.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                card.age === null
                  ? null
                  : translate('kindred.fictional_conversations.age', { age: card.age }),
                card.city,
                card.region,
                card.country,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('kindred.fictional_conversations.last_active', {
                at: new Date(card.last_active_at).toLocaleString(),
              })}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">
            {translate('kindred.fictional_conversations.profile_gone')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

const Content = ({ message }: { message: FictionalMessage }) => {
  const translate = useTranslate();
  if (message.kind === 'photo' && message.photo)
    return (
      <a href={message.photo.url} target="_blank" rel="noreferrer">
        <img
          src={message.photo.thumb_url}
          alt={translate('kindred.fictional_conversations.photo')}
          height={120}
        />
      </a>
    );
  if (message.kind === 'gift' && message.gift)
    return <>{translate('kindred.fictional_conversations.gift', { name: message.gift.name })}</>;
  return <>{message.text}</>;
};

/** The whole conversation, oldest first: the fictional profile's messages on the right. */
export const ConversationView = ({ messages }: { messages: FictionalMessage[] }) => {
  const translate = useTranslate();
  if (messages.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('kindred.fictional_conversations.no_messages')}
      </Typography>
    );
  return (
    <Stack spacing={1} data-testid="fictional-messages" sx={{ maxHeight: '60vh', overflowY: 'auto', p: 1 }}>
      {messages.map((message) => (
        <Box
          key={message.id}
          sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}
          data-testid={message.mine ? 'fictional-message-mine' : 'fictional-message-member'}
        >
          <Paper
            variant="outlined"
            sx={{
              p: 1,
              maxWidth: '75%',
              whiteSpace: 'pre-wrap',
              bgcolor: message.mine ? 'primary.light' : 'background.paper',
            }}
          >
            <Typography variant="body2" component="div">
              <Content message={message} />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {new Date(message.at).toLocaleString()}
            </Typography>
          </Paper>
        </Box>
      ))}
    </Stack>
  );
};
