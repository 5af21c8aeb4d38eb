import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { useComplaints, type ComplaintStatus, type OwnComplaint } from '../api/complaints';

const STATUS_TONES: Record<ComplaintStatus, BadgeProps['tone']> = {
  open: 'warning',
  resolved: 'accent',
  dismissed: 'soft',
};

/** The member's own complaints with their state and the moderator's note once there is one. */
export function OwnComplaints() {
  const { t } = useTranslation('complaints');
  const common = useTranslation().t;
  const complaints = useComplaints();
  return (
    <Card title={t('list.title')} className="complaints__list-card">
      {complaints.isPending ? (
        <Skeleton label={t('list.loading')} data-route="complaints-loading">
          <div className="skeleton">
            {[0, 1, 2].map((index) => (
              <SkeletonBlock key={index} style={{ height: '5.5rem' }} />
            ))}
          </div>
        </Skeleton>
      ) : complaints.isError ? (
        <LoadFailed
          message={t('list.loadFailed')}
          retryLabel={common('error.retry')}
          onRetry={() => void complaints.refetch()}
        />
      ) : complaints.data.length === 0 ? (
        <p className="complaints__empty" data-testid="complaints-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="complaints__list" data-testid="complaints-list">
          {complaints.data.map((complaint) => (
            <ComplaintItem key={complaint.id} complaint={complaint} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ComplaintItem({ complaint }: { complaint: OwnComplaint }) {
  const { t, i18n } = useTranslation('complaints');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const titleId = `complaint-${complaint.id}-title`;
  return (
    <li className="complaints__item" data-testid="complaint" data-status={complaint.status}>
      <article aria-labelledby={titleId}>
        <header className="complaints__item-header">
          <h3 id={titleId} className="complaints__item-title">
            {t('list.about', { name: complaint.member.name || `#${complaint.member.id}` })}
          </h3>
          <Badge tone={STATUS_TONES[complaint.status]} data-testid="complaint-status">
            {t(`status.${complaint.status}`)}
          </Badge>
        </header>
        <p className="complaints__meta">
          {t(`reasons.${complaint.reason}`)} ·{' '}
          <time dateTime={complaint.created_at}>{date.format(new Date(complaint.created_at))}</time>
          {complaint.source === 'report' ? ` · ${t('list.fromReport')}` : null}
        </p>
        {complaint.message ? (
          <blockquote className="complaints__quote-block">
            <span className="visually-hidden">{t('list.message')} </span>
            {complaint.message.text}
          </blockquote>
        ) : null}
        {complaint.text ? <p className="complaints__text">{complaint.text}</p> : null}
        {complaint.note !== null ? (
          <div className="complaints__note" data-testid="complaint-note">
            <strong>{t('list.note')}</strong>
            <p>{complaint.note || t('list.noNote')}</p>
          </div>
        ) : (
          <p className="complaints__waiting">{t('list.waiting')}</p>
        )}
      </article>
    </li>
  );
}
