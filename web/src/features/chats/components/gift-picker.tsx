import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Modal } from '../../../components/ui/modal';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useGifts } from '../api/gifts';
import type { Gift } from '../api/types';
import { useChatEnvironment } from './chat-environment';

export interface GiftPickerProps {
  open: boolean;
  name: string;
  onPick: (gift: Gift) => void;
  /** "Buy credits" was followed (the purchase then leads back to this chat) */
  onBuyCredits?: () => void;
  onClose: () => void;
  /** where the focus goes on closing when the picker opened with the page (`?gift`): the message field */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The site's gifts (GET /api/gifts.php), each with its image, name and price; a pick sends it. The
 * member's balance is said, and a gift it does not cover cannot be picked (the server would refuse it):
 * the way to more credits is beside it.
 */
export function GiftPicker({ open, name, onPick, onBuyCredits, onClose, returnFocusTo }: GiftPickerProps) {
  const { t, i18n } = useTranslation('chats');
  const id = useId();
  const gifts = useGifts(open, i18n.language);
  const { credits } = useChatEnvironment();
  const affordable = (gift: Gift) => credits === null || gift.credits <= credits;
  const short = gifts.data?.gifts.some((gift) => !affordable(gift)) ?? false;
  return (
    <Modal
      id="chat-gifts"
      open={open}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={`${id}-title`}
      closeLabel={t('gifts.close')}
      returnFocusTo={returnFocusTo}
    >
      <div className="chat-dialog">
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {t('gifts.title', { name })}
        </h2>
        {gifts.isPending ? (
          <SkeletonRows label={t('gifts.loading')} count={2} height="6rem" />
        ) : gifts.isError ? (
          <LoadFailed
            message={t('gifts.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={() => void gifts.refetch()}
          />
        ) : (
          <>
            {credits !== null ? (
              <p className="gift-balance">
                {t('gifts.balance', { count: credits })}
                {short ? (
                  <Link
                    className="btn btn--primary btn--sm"
                    to="/credits"
                    onClick={() => {
                      onBuyCredits?.();
                      onClose();
                    }}
                  >
                    {t('problem.buyCredits')}
                  </Link>
                ) : null}
              </p>
            ) : null}
            <ul className="gift-grid">
              {gifts.data.gifts.map((gift) => (
                <li key={gift.id}>
                  <button
                    type="button"
                    className="gift-grid__gift"
                    disabled={!affordable(gift)}
                    onClick={() => onPick(gift)}
                  >
                    <img src={gift.image} alt="" />
                    <span className="gift-grid__name">{gift.name}</span>
                    <span className="gift-grid__price">{t('gifts.credits', { count: gift.credits })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
