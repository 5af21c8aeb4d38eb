import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TitledPage } from '../../../components/ui/titled-page';
import { COMPLAINTS_QUERY_KEY, type OwnComplaint } from '../api/complaints';
import { parseProfileRef } from '../lib/complaint-form';
import { ComplaintForm } from './complaint-form';
import { OwnComplaints } from './own-complaints';
import './complaints.css';

export interface ComplaintsPageProps {
  routeName: string;
}

/**
 * /complaints: file a complaint about a member (or a message they sent), and follow one's own complaints,
 * their state and the moderator's note. `?member=<id>` opens the form for that member.
 */
export function ComplaintsPage({ routeName }: ComplaintsPageProps) {
  const { t } = useTranslation('complaints');
  const common = useTranslation().t;
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initialMemberId = parseProfileRef(params.get('member') ?? '');

  const onFiled = (complaint: OwnComplaint) => {
    queryClient.setQueryData<{ complaints: OwnComplaint[] }>(COMPLAINTS_QUERY_KEY, (current) =>
      current ? { complaints: [complaint, ...current.complaints] } : current,
    );
    void queryClient.invalidateQueries({ queryKey: COMPLAINTS_QUERY_KEY });
  };

  return (
    <TitledPage
      routeName={routeName}
      title={common('routes.complaints')}
      intro={t('intro')}
      className="complaints"
    >
      <div className="complaints__columns">
        <ComplaintForm initialMemberId={initialMemberId} onFiled={onFiled} />
        <OwnComplaints />
      </div>
    </TitledPage>
  );
}
