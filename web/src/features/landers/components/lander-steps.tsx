import { useTranslation } from 'react-i18next';
import type { LanderVariant } from '../lib/lander-variant';
import { LanderCta } from './lander-cta';
import { LanderIcon, type LanderIconName } from './lander-icons';
import { useCtaLabel } from './lander-intro';

const STEPS: ReadonlyArray<{ key: string; icon: LanderIconName }> = [
  { key: 'profile', icon: 'person' },
  { key: 'browse', icon: 'heart' },
  { key: 'chat', icon: 'message' },
];

/** Below every lander: how it works in three steps, then the call to action once more. */
export function LanderSteps({ variant }: { variant: LanderVariant }) {
  const { t } = useTranslation('landers');
  const label = useCtaLabel(variant.id);
  return (
    <>
      <section className="lander-steps" aria-labelledby="lander-steps-title">
        <h2 id="lander-steps-title" className="lander-section-title">
          {t('steps.title')}
        </h2>
        <ol className="lander-steps__list">
          {STEPS.map((step, index) => (
            <li key={step.key} className="lander-steps__item">
              <span className="lander-steps__icon" aria-hidden="true">
                <LanderIcon name={step.icon} size={22} />
                <span className="lander-steps__number">{index + 1}</span>
              </span>
              <h3 className="lander-steps__title">{t(`steps.${step.key}.title`)}</h3>
              <p className="lander-steps__text">{t(`steps.${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="lander-closing" aria-labelledby="lander-closing-title">
        <h2 id="lander-closing-title" className="lander-closing__title">
          {t('closing.title')}
        </h2>
        <LanderCta label={label} tone="light" />
      </section>
    </>
  );
}
