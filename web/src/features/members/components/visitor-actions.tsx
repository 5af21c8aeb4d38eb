import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { MemberIcon } from './icons';
import type { PromptKind } from './prompt-dialog';

const PROMPTS = [
  { kind: 'like', icon: <Icon name="heart" />, variant: 'primary' },
  { kind: 'chat', icon: <Icon name="message" />, variant: 'ghost' },
  { kind: 'gift', icon: <MemberIcon name="gift" />, variant: 'ghost' },
] as const;

/** Like, chat and gift for a visitor: each shows its login prompt (SPEC §6) instead of acting. */
export function VisitorActions({ name, onPrompt }: { name: string; onPrompt: (kind: PromptKind) => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="member-actions" role="group" aria-label={t('actions.label', { name })}>
      {PROMPTS.map(({ kind, icon, variant }) => (
        <Button key={kind} variant={variant} aria-haspopup="dialog" onClick={() => onPrompt(kind)}>
          {icon}
          {t(`actions.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
