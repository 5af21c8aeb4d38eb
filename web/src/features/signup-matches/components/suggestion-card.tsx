import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoOrInitial } from '../../../components/ui/photo-or-initial';
import type { SuggestedMember } from '../api/signup-matches';

export interface SuggestionCardProps {
  card: SuggestedMember;
  /** "Anna, 28" */
  title: string;
  liked: boolean;
  pending: boolean;
  /** Set when the last like or unlike failed. */
  failed: boolean;
  onToggle: () => void;
}

/**
 * A suggested member as one big toggle button: a tap likes, another takes the like back. The button is
 * named by what it shows ("Anna, 28 Berlin", WCAG 2.5.3: a voice user says what they see), pressed when
 * liked, and described by its action ("Like Anna").
 */
export function SuggestionCard({ card, title, liked, pending, failed, onToggle }: SuggestionCardProps) {
  const { t } = useTranslation('finder');
  const actionId = useId();
  const photo = card.main_image?.match;
  return (
    <div className="suggestion">
      <span id={actionId} className="visually-hidden">
        {t('signupMatches.like', { name: card.name })}
      </span>
      <button
        type="button"
        className="suggestion__card"
        aria-pressed={liked}
        aria-describedby={actionId}
        aria-busy={pending || undefined}
        data-suggestion={card.id}
        onClick={onToggle}
      >
        <span className="suggestion__photo">
          <PhotoOrInitial src={photo} name={card.name} initialClassName="suggestion__initial" />
          <span className="suggestion__heart" aria-hidden="true">
            {liked ? '♥' : '♡'}
          </span>
        </span>
        <span className="suggestion__body">
          <span className="suggestion__name">{title}</span>{' '}
          {card.city ? <span className="suggestion__city">{card.city}</span> : null}{' '}
          {liked ? <span className="suggestion__liked">{t('signupMatches.liked')}</span> : null}
        </span>
      </button>
      {failed ? (
        <p className="suggestion__error" role="alert">
          {t('signupMatches.likeFailed', { name: card.name })}
        </p>
      ) : null}
    </div>
  );
}
