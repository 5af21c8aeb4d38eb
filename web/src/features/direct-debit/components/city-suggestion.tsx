import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface CitySuggestionProps {
  /** the server's spelling; null shows nothing */
  suggestion: string | null;
  /** the city as typed */
  city: string;
  onAccept: () => void;
  onKeep: () => void;
  /** the "Did you mean …?" button (focused when a submit stops for it) */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * "Did you mean Amsterdam?" as a button that fills the city in, and a way to keep one's own spelling.
 * The live region stays in the page, so a suggestion that appears is announced.
 */
export function CitySuggestion({ suggestion, city, onAccept, onKeep, ref }: CitySuggestionProps) {
  const { t } = useTranslation('directdebit');
  return (
    <div className="dd-suggestion" role="status">
      {suggestion ? (
        <>
          <button ref={ref} type="button" className="dd-suggestion__accept" onClick={onAccept}>
            {t('form.didYouMean', { city: suggestion })}
          </button>
          <button type="button" className="btn--link dd-suggestion__keep" onClick={onKeep}>
            {t('form.keepCity', { city })}
          </button>
        </>
      ) : null}
    </div>
  );
}
