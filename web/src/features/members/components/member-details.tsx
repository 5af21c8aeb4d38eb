import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../api/get-member';
import { aboutOf, interestNames, presentDetails, type InterestLabel } from '../lib/profile-details';
import type { MemberSite } from '../lib/site';
import './member-details.css';
import { TagList } from '../../../components/ui/tag-list';

export interface MemberDetailsProps {
  member: MemberProfile;
  interests: readonly InterestLabel[];
  site: MemberSite;
}

/** One part of the details under its heading, with the site's note on it when there is one. */
function Block({ heading, note, children }: { heading: string; note?: string; children: ReactNode }) {
  return (
    <div className="member-details__block">
      <h3 className="member-details__heading">{heading}</h3>
      {children}
      {note ? <p className="member-details__note">{note}</p> : null}
    </div>
  );
}

/** About text, interests and the other details: only those the server sent, labels translated. */
export function MemberDetails({ member, interests, site }: MemberDetailsProps) {
  const { t } = useTranslation('member');
  const id = useId();
  const about = aboutOf(member);
  const names = interestNames(member.interests, interests);
  const details = presentDetails(member);
  const notes = site.profileNotes;
  if (!about && names.length === 0 && details.length === 0) return null;

  return (
    <section className="surface member-details" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('details.title', { name: member.name })}
      </h2>
      {about ? (
        <Block heading={t('details.about')} note={notes.about}>
          <p className="member-details__about">{about}</p>
        </Block>
      ) : null}
      {names.length > 0 ? (
        <Block heading={t('details.interests')} note={notes.interests}>
          <TagList tags={names} />
        </Block>
      ) : null}
      {details.length > 0 ? (
        <Block heading={t('details.facts')}>
          <dl className="tile-grid facts">
            {details.map((detail) => (
              <div key={detail.field} className="member-details__fact">
                <dt>{t(`details.fields.${detail.field}`)}</dt>
                <dd>
                  {t(`details.values.${detail.field}.${detail.value}`, {
                    context: detail.context,
                    defaultValue: detail.value,
                  })}
                  {notes[detail.field] ? (
                    <span className="member-details__fact-note">{notes[detail.field]}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </Block>
      ) : null}
    </section>
  );
}
