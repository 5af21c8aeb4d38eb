import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { MemberIcon } from './icons';
import type { PromptKind } from './prompt-dialog';

/** Like, chat and gift for a visitor: each shows its login prompt (SPEC §6) instead of acting. */
export function VisitorActions({ name, onPrompt }: { name: string; onPrompt: (kind: PromptKind) => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="member-actions" role="group" aria-label={t('actions.label', { name })}>
      <button
        type="button"
        className="btn btn--primary"
        aria-haspopup="dialog"
        onClick={() => onPrompt('like')}
      >
        <Icon name="heart" />
        {t('actions.like')}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        aria-haspopup="dialog"
        onClick={() => onPrompt('chat')}
      >
        <Icon name="message" />
        {t('actions.chat')}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        aria-haspopup="dialog"
        onClick={() => onPrompt('gift')}
      >
        <MemberIcon name="gift" />
        {t('actions.gift')}
      </button>
    </div>
  );
}
