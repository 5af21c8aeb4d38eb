import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API_URL, httpClient } from '../providers/http-client';
import type { MemberAction, MemberActionResponse, MemberDetail } from './member-types';

/** Posts one member action; the answer says whether anything changed. */
function postAction(
  memberId: number,
  action: MemberAction,
  body: object = {},
): Promise<MemberActionResponse> {
  return httpClient(`${API_URL}/members/${memberId}/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json' }),
  }).then(({ json }) => json as MemberActionResponse);
}

interface ActionButtonProps {
  member: MemberDetail;
  action: MemberAction;
  label: string;
  body?: object;
  /** Asks before acting (a ban ends the member's sessions at once). */
  confirm?: { title: string; content: string };
  color?: 'error' | 'primary';
}

/** One action of the member's page, shown only to the roles that may take it. */
function ActionButton({ member, action, label, body, confirm, color = 'primary' }: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  // The role matrix names the fictional switch "fictional" and the others by their path.
  const { canAccess } = useCanAccess({ resource: 'members', action, record: member });
  const mutation = useMutation({
    mutationFn: () => postAction(member.id, action, body),
    onSuccess: (answer) => {
      notify(answer.changed ? `kindred.members.done.${action}` : 'kindred.members.unchanged', {
        type: answer.changed ? 'success' : 'info',
      });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!canAccess) return null;
  const run = () => (confirm ? setAsking(true) : mutation.mutate());
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={color}
        disabled={mutation.isPending}
        onClick={run}
        data-testid={`member-action-${action}`}
      >
        {translate(label)}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          loading={mutation.isPending}
          title={confirm.title}
          content={confirm.content}
          translateOptions={{ name: member.name || member.email }}
          onConfirm={() => {
            setAsking(false);
            mutation.mutate();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** The member page's actions: ban or unban, reset the login lock, resend activation, fictional or not. */
export const MemberActions = () => {
  const member = useRecordContext<MemberDetail>();
  if (!member) return null;
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {member.banned ? (
          <ActionButton member={member} action="unban" label="kindred.members.action.unban" />
        ) : (
          <ActionButton
            member={member}
            action="ban"
            label="kindred.members.action.ban"
            color="error"
            confirm={{
              title: 'kindred.members.confirm_ban.title',
              content: 'kindred.members.confirm_ban.content',
            }}
          />
        )}
        {(member.failed_logins > 0 || member.locked_until) && (
          <ActionButton member={member} action="reset-lockout" label="kindred.members.action.reset_lockout" />
        )}
        {member.status === 'not_confirmed' && !member.deleted_at && (
          <ActionButton
            member={member}
            action="resend-activation"
            label="kindred.members.action.resend_activation"
          />
        )}
        {member.profile && (
          <ActionButton
            member={member}
            action="fictional"
            body={{ fictional: !member.fictional }}
            label={
              member.fictional
                ? 'kindred.members.action.unmark_fictional'
                : 'kindred.members.action.mark_fictional'
            }
          />
        )}
      </Stack>
    </TopToolbar>
  );
};
