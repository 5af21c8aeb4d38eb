import { useTranslation } from 'react-i18next';
import { snippet, teaserPhotoOf } from '../../lib/landing';
import { aboutOf } from '../../lib/profile-details';
import { FictionalNotice } from '../fictional-notice';
import { LandingCta } from './landing-cta';
import { LandingFacts, LandingName, LandingPhoto, LandingPlace } from './landing-parts';
import type { LandingDesignProps } from './landing-variant';
import { TeaserTiles } from './teaser-tiles';

/** /members/:id/landing: a profile card, photo beside the facts, the call to action below them. */
export function LandingClassic({ member, interests, site, loggedIn }: LandingDesignProps) {
  const { t } = useTranslation('member');
  const about = snippet(aboutOf(member));
  return (
    <section className="landing-classic" aria-labelledby="member-landing-title">
      <LandingPhoto src={teaserPhotoOf(member)} name={member.name} className="landing-classic__photo" />
      <div className="landing-classic__body">
        <p className="landing-eyebrow">{t('landing.classic.eyebrow')}</p>
        <h1 id="member-landing-title" className="landing-name">
          <LandingName member={member} site={site} />
        </h1>
        <LandingPlace member={member} />
        <LandingFacts member={member} interests={interests} />
        {about ? <p className="landing-classic__about">{about}</p> : null}
        {member.fictional ? <FictionalNotice site={site} /> : null}
        <p className="landing-lead">{t('landing.classic.lead', { name: member.name })}</p>
        <div className="landing-actions">
          <LandingCta memberId={member.id} loggedIn={loggedIn} />
          {loggedIn ? null : <p className="landing-note">{t('landing.freeNote')}</p>}
        </div>
        <TeaserTiles member={member} />
      </div>
    </section>
  );
}
