import { useTranslation } from 'react-i18next';
import { teaserPhotoOf } from '../../lib/landing';
import { FictionalNotice } from '../fictional-notice';
import { LandingCta } from './landing-cta';
import { LandingFacts, LandingName, LandingPhoto, LandingPlace } from './landing-parts';
import type { LandingDesignProps } from './landing-variant';
import { TeaserTiles } from './teaser-tiles';

const STEPS = ['signup', 'photos', 'chat'] as const;

/** /members/:id/landing3: a round portrait, "Get to know {name}" and three steps to get there. */
export function LandingStory({ member, interests, site, loggedIn }: LandingDesignProps) {
  const { t } = useTranslation('member');
  return (
    <section className="landing-story" aria-labelledby="member-landing-title">
      <LandingPhoto src={teaserPhotoOf(member)} name={member.name} className="landing-story__photo" />
      <h1 id="member-landing-title" className="landing-story__title">
        {t('landing.story.title', { name: member.name })}
      </h1>
      <p className="landing-name landing-name--small">
        <LandingName member={member} site={site} />
      </p>
      <LandingPlace member={member} />
      <LandingFacts member={member} interests={interests} />
      {member.fictional ? <FictionalNotice site={site} /> : null}
      <ol className="landing-story__steps" aria-label={t('landing.story.stepsLabel')}>
        {STEPS.map((step, index) => (
          <li key={step} className="landing-story__step">
            <span className="icon-circle icon-circle--solid landing-story__number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`landing.story.steps.${step}`, { name: member.name })}</span>
          </li>
        ))}
      </ol>
      <TeaserTiles member={member} max={4} />
      <div className="landing-actions landing-actions--center">
        <LandingCta memberId={member.id} loggedIn={loggedIn} />
        {loggedIn ? null : <p className="landing-note">{t('landing.freeNote')}</p>}
      </div>
    </section>
  );
}
