import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formErrorsOf } from '../../../lib/form-errors';
import { useSetBlocked } from '../api/block-member';
import type { MemberResponse } from '../api/get-member';
import type { MatchedMember, MemberLikeControl } from '../lib/like-control';
import type { InterestLabel } from '../lib/profile-details';
import type { MemberSite } from '../lib/site';
import { isOwnProfile, lockedPhotoPrompt, type MemberViewer } from '../lib/viewer';
import { BlockDialog } from './block-dialog';
import { BlockedNotice } from './blocked-notice';
import { FictionalNotice } from './fictional-notice';
import { MemberActions } from './member-actions';
import { MemberDetails } from './member-details';
import { MemberHeader } from './member-header';
import { PhotoGallery } from './photo-gallery';
import { PromptDialog, type PromptKind } from './prompt-dialog';
import { RelatedMembers } from './related-members';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { VisitorActions } from './visitor-actions';

export interface MemberProfileViewProps {
  routeName: string;
  data: MemberResponse;
  viewer: MemberViewer;
  site: MemberSite;
  interests: readonly InterestLabel[];
  /** Opened from the likes (/likes/m/:id): a link back to them. */
  backToLikes?: boolean;
  /** Liking, for a logged-in viewer. */
  like?: MemberLikeControl;
  /** A like made a match: the route shows the match modal. */
  onMatch?: (member: MatchedMember) => void;
}

/** Another member's profile: photos, who they are, what the viewer may do, and similar profiles. */
export function MemberProfileView({
  routeName,
  data,
  viewer,
  site,
  interests,
  backToLikes,
  like,
  onMatch,
}: MemberProfileViewProps) {
  const { t } = useTranslation('member');
  const { member, related } = data;
  const own = isOwnProfile(viewer, member.id);
  const loggedIn = viewer.kind !== 'visitor';
  const [prompt, setPrompt] = useState<PromptKind | null>(null);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [blockError, setBlockError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<'notice' | 'status' | null>(null);
  const setBlocked = useSetBlocked(member.id);
  const noticeRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusTarget === 'notice' && member.blocked) noticeRef.current?.focus();
    if (focusTarget === 'status' && !member.blocked) statusRef.current?.focus();
  }, [focusTarget, member.blocked]);

  const toggleLike = async () => {
    if (!like) return;
    const { liked } = like;
    setStatus(null);
    try {
      if (await like.setLiked(!liked)) {
        // the match modal takes the focus
        onMatch?.({ id: member.id, name: member.name, photo: member.main_image?.match ?? null });
        return;
      }
      setStatus(liked ? t('like.removed', { name: member.name }) : t('like.sent', { name: member.name }));
    } catch (error) {
      setStatus(formErrorsOf(error, t('errors.actionFailed')).form ?? t('errors.actionFailed'));
    }
    setFocusTarget('status');
  };

  const onLockedPhoto = () => {
    const kind = lockedPhotoPrompt(viewer.kind);
    if (kind) setPrompt(kind === 'login' ? 'photos' : 'premium');
  };

  const block = async () => {
    setBlockError(null);
    try {
      await setBlocked.mutateAsync(true);
      setConfirmingBlock(false);
      setStatus(null);
      setFocusTarget('notice');
    } catch (error) {
      setBlockError(formErrorsOf(error, t('errors.actionFailed')).form ?? t('errors.actionFailed'));
    }
  };

  const unblock = async () => {
    try {
      await setBlocked.mutateAsync(false);
      setStatus(t('block.unblocked', { name: member.name }));
    } catch (error) {
      setStatus(formErrorsOf(error, t('errors.actionFailed')).form ?? t('errors.actionFailed'));
    }
    setFocusTarget('status');
  };

  const report = (photoId?: number) => setReportTarget({ memberId: member.id, name: member.name, photoId });

  return (
    <article className="member-page" data-route={routeName} data-member-id={member.id}>
      {backToLikes ? (
        <Link className="member-page__back" to="/likes">
          {t('backToLikes')}
        </Link>
      ) : null}
      <div className="member-page__layout">
        <div className="member-page__media">
          <PhotoGallery
            member={member}
            onLockedPhoto={onLockedPhoto}
            onReportPhoto={loggedIn && !own ? report : undefined}
          />
        </div>
        <div className="member-page__info">
          <MemberHeader member={member} site={site} />
          {member.fictional ? <FictionalNotice site={site} /> : null}
          {own ? (
            <p className="member-page__own">
              {t('ownProfile')} <Link to="/profile">{t('editOwnProfile')}</Link>
            </p>
          ) : null}
          {!own && member.blocked ? (
            <BlockedNotice
              ref={noticeRef}
              name={member.name}
              pending={setBlocked.isPending}
              onUnblock={() => void unblock()}
            />
          ) : null}
          {own ? null : loggedIn ? (
            <MemberActions
              memberId={member.id}
              name={member.name}
              blocked={member.blocked}
              like={
                like ? { liked: like.liked, pending: like.pending, toggle: () => void toggleLike() } : null
              }
              onBlock={() => {
                setBlockError(null);
                setConfirmingBlock(true);
              }}
              onUnblock={() => void unblock()}
              onReport={() => report()}
            />
          ) : (
            <VisitorActions name={member.name} onPrompt={setPrompt} />
          )}
          <p ref={statusRef} className="member-page__status" role="status" tabIndex={-1}>
            {status}
          </p>
          <MemberDetails member={member} interests={interests} site={site} />
        </div>
      </div>
      <RelatedMembers related={related} site={site} />
      <PromptDialog prompt={prompt} name={member.name} memberId={member.id} onClose={() => setPrompt(null)} />
      <BlockDialog
        open={confirmingBlock}
        name={member.name}
        pending={setBlocked.isPending}
        error={blockError}
        onConfirm={() => void block()}
        onCancel={() => setConfirmingBlock(false)}
      />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </article>
  );
}
