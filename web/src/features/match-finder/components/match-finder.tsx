import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONS, searchPathOf, type Answers } from '../lib/questions';
import './match-finder.css';

export interface MatchFinderProps {
  routeName: string;
  /** Called with the search screen's path once the last question is answered. */
  onDone: (path: string) => void;
}

/**
 * /match-finder: three questions one at a time, each answered by one tap (or Enter/Space on a focused
 * choice), with the progress and a Back button; the question's heading takes the focus on each step so
 * a screen reader announces it.
 */
export function MatchFinder({ routeName, onDone }: MatchFinderProps) {
  const { t } = useTranslation('finder');
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const question = QUESTIONS[step]!;
  const total = QUESTIONS.length;

  useEffect(() => {
    // not on arrival: the page's own focus handling applies then
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const answer = (value: string) => {
    const next = { ...answers, [question.key]: value };
    setAnswers(next);
    if (step + 1 < total) {
      moved.current = true;
      setStep(step + 1);
    } else onDone(searchPathOf(next));
  };

  const back = () => {
    moved.current = true;
    setStep(step - 1);
  };

  return (
    <section className="surface match-finder" data-route={routeName} aria-labelledby="match-finder-title">
      <h1 id="match-finder-title" className="page-title">
        {t('matchFinder.title')}
      </h1>
      <p className="match-finder__intro">{t('matchFinder.intro')}</p>
      <div
        className="match-finder__progress"
        role="progressbar"
        aria-label={t('matchFinder.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={t('matchFinder.progress', { current: step + 1, total })}
      >
        {QUESTIONS.map((q, index) => (
          <span
            key={q.key}
            className={[
              'match-finder__dot',
              index < step ? 'match-finder__dot--done' : null,
              index === step ? 'match-finder__dot--current' : null,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </div>
      <p className="match-finder__step" aria-hidden="true">
        {t('matchFinder.progress', { current: step + 1, total })}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="match-finder__question" data-question={question.key}>
        {t(`matchFinder.questions.${question.key}.question`)}
      </h2>
      <div
        className="match-finder__choices"
        role="group"
        aria-label={t(`matchFinder.questions.${question.key}.label`)}
      >
        {question.answers.map((value) => (
          <button
            key={value}
            type="button"
            className="match-finder__choice"
            aria-pressed={answers[question.key] === value}
            onClick={() => answer(value)}
          >
            {t(`matchFinder.questions.${question.key}.answers.${value}`)}
          </button>
        ))}
      </div>
      <p className="match-finder__note">{t('matchFinder.note')}</p>
      {step > 0 ? (
        <div className="match-finder__actions">
          <button type="button" className="btn btn--ghost" onClick={back}>
            {t('matchFinder.back')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
