import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import {
  closeSignupModal,
  registerSignupModalHost,
  signupModalReturnTo,
  useSignupModalOpen,
} from '../../../lib/signup-modal';
import { signupFinishPath } from '../lib/paths';
import { SignupFlow } from './signup-flow';

/**
 * The desktop signup modal of the default and empty layouts (SPEC §2). It may be closed by the backdrop
 * or Escape only while no signup is in progress: before the first field is touched, and again from the
 * complete step on. The × button always closes it.
 */
export function SignupModal() {
  const { t } = useTranslation();
  const open = useSignupModalOpen();
  const navigate = useNavigate();
  const [inProgress, setInProgress] = useState(false);

  useEffect(() => registerSignupModalHost(), []);

  const close = useCallback(() => {
    setInProgress(false);
    closeSignupModal();
  }, []);

  return (
    <Modal
      id="signup-modal"
      className="signup-modal"
      open={open}
      onClose={close}
      closeOnBackdrop={!inProgress}
      closeOnEscape={!inProgress}
      labelledBy="signup-modal-title"
      closeLabel={t('signup.close')}
    >
      <SignupFlow
        variant="modal"
        titleId="signup-modal-title"
        onProgressChange={setInProgress}
        onLeave={close}
        onFinish={() => {
          const to = signupFinishPath(signupModalReturnTo());
          close();
          void navigate(to);
        }}
      />
    </Modal>
  );
}
