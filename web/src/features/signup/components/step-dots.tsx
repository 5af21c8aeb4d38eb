import { useTranslation } from 'react-i18next';
import { FORM_STEPS, type FormStep } from '../lib/steps';

/** One dot per form step; the active one carries aria-current="step". */
export function StepDots({ current }: { current: FormStep }) {
  const { t } = useTranslation();
  return (
    <ol className="step-dots" aria-label={t('signup.progress')}>
      {FORM_STEPS.map((step) => (
        <li
          key={step}
          className={[
            'step-dots__dot',
            step === current ? 'step-dots__dot--active' : null,
            step < current ? 'step-dots__dot--done' : null,
          ]
            .filter(Boolean)
            .join(' ')}
          aria-current={step === current ? 'step' : undefined}
        >
          <span className="visually-hidden">
            {t('signup.stepOf', { step: step + 1, total: FORM_STEPS.length })}
          </span>
        </li>
      ))}
    </ol>
  );
}
