import { useTranslation } from 'react-i18next';
import { teaserPhotoOf } from '../../lib/landing';
import { FictionalNotice } from '../fictional-notice';
import { LandingCta } from './landing-cta';
import { LandingFacts, LandingName, LandingPhoto, LandingPlace } from './landing-parts';
import type { LandingDesignProps } from './landing-variant';
import { TeaserTiles } from './teaser-tiles';

/** /members/:id/landing2: the photo fills a hero with the name on it; facts and locked photos below. */
export function LandingSpotlight({ member, interests, site, loggedIn }: LandingDesignProps) {
  const { t } = useTranslation('member');
  return (
    <section className="landing-spotlight" aria-labelledby="member-landing-title">
      <div className="landing-spotlight__hero">
        <LandingPhoto src={teaserPhotoOf(member)} name={member.name} className="landing-spotlight__photo" />
        <div className="landing-spotlight__overlay">
          <p className="landing-eyebrow landing-eyebrow--light">{t('landing.spotlight.eyebrow')}</p>
          <h1 id="member-landing-title" className="landing-name landing-name--light">
            <LandingName member={member} site={site} />
          </h1>
          <LandingPlace member={member} />
        </div>
      </div>
      <div className="landing-spotlight__body">
        <p className="landing-lead">{t('landing.spotlight.lead', { name: member.name })}</p>
        <div className="landing-actions landing-actions--center">
          <LandingCta
            memberId={member.id}
            loggedIn={loggedIn}
            className="btn btn--primary btn--lg btn--block"
          />
          {loggedIn ? null : <p className="landing-note">{t('landing.freeNote')}</p>}
        </div>
        <LandingFacts member={member} interests={interests} />
        {member.fictional ? <FictionalNotice site={site} /> : null}
        <TeaserTiles member={member} max={4} />
      </div>
    </section>
  );
}
