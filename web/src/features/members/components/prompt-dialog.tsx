import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import { SignupLink } from '../../../components/ui/signup-link';
import { loginLink } from '../../../lib/return-path';
import { MemberIcon } from './icons';
import './member-dialogs.css';

/** What a visitor tried (photos, like, chat, gift), or a free member's click on a locked photo (premium). */
export type PromptKind = 'photos' | 'like' | 'chat' | 'gift' | 'premium';

export interface PromptDialogProps {
  prompt: PromptKind | null;
  name: string;
  memberId: number;
  onClose: () => void;
}

/**
 * The messages of SPEC §6: a visitor is asked to log in or sign up (the sign-up opens the signup modal on
 * desktop and the member's signup page on phones); a free member learns that all photos are for premium
 * members and may buy credits.
 */
export function PromptDialog({ prompt, name, memberId, onClose }: PromptDialogProps) {
  const { t } = useTranslation('member');
  const { pathname } = useLocation();
  const id = useId();
  const premium = prompt === 'premium';
  return (
    <Modal
      id="member-prompt"
      className="member-prompt"
      open={prompt !== null}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      closeLabel={t('prompt.close')}
    >
      <div className="member-prompt__body" data-prompt={prompt ?? undefined}>
        <span className="icon-circle member-prompt__icon" aria-hidden="true">
          <MemberIcon name={premium ? 'lock' : 'shield'} size={28} />
        </span>
        <h2 id={`${id}-title`} className="confirm-dialog__title member-prompt__title">
          {prompt ? t(`prompt.${prompt}Title`, { name }) : null}
        </h2>
        <p id={`${id}-text`} className="confirm-dialog__text">
          {premium ? t('prompt.premiumText', { name }) : t('prompt.visitorText')}
        </p>
        {premium ? (
          <div className="member-prompt__actions">
            <Link className="btn btn--primary btn--block" to="/credits" data-autofocus>
              {t('prompt.buyCredits')}
            </Link>
            <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
              {t('prompt.notNow')}
            </button>
          </div>
        ) : (
          // a click on either closes this dialog once the link has handled it (the signup modal may open
          // in its place); closing in the capture phase would unmount the link before its own handler runs
          <div className="member-prompt__actions" onClick={onClose}>
            <SignupLink
              className="btn btn--primary btn--block"
              to={`/members/${memberId}/signup`}
              returnTo={`/members/${memberId}`}
            >
              {t('prompt.signup')}
            </SignupLink>
            <Link className="btn btn--ghost btn--block" to={loginLink(pathname)}>
              {t('prompt.login')}
            </Link>
          </div>
        )}
      </div>
    </Modal>
  );
}
