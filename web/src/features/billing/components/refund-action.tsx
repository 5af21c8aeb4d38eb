import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { requestRefund, type Transaction } from '../api/transactions';
import { formatMoney } from '../../../lib/money';
import { useLanguage } from './use-language';

export interface RefundActionProps {
  transaction: Transaction;
  /** The member's credits (and maybe premium) changed. */
  onRefunded: () => void;
}

/** "Request a refund" while the purchase is refundable: a confirmation, then the refund. */
export function RefundAction({ transaction, onRefunded }: RefundActionProps) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const refund = useMutation({
    mutationFn: () => requestRefund(transaction.payment_id),
    onSuccess: () => {
      setOpen(false);
      for (const key of ['transactions', 'bundles', 'repeat-order'])
        void queryClient.invalidateQueries({ queryKey: [key] });
      onRefunded();
    },
  });
  const error = refund.error
    ? refund.error instanceof ApiError
      ? refund.error.message
      : t('transactions.refundError')
    : null;
  const amount = formatMoney(transaction.amount, transaction.currency, language);
  return (
    <div className="refund-action">
      {error && !open ? (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
        {t('transactions.refundRequest')}
      </button>
      <ConfirmDialog
        id="refund-dialog"
        open={open}
        title={t('transactions.refundTitle')}
        text={t('transactions.refundText', { credits: t('credits', { count: transaction.credits }), amount })}
        error={error}
        pending={refund.isPending}
        confirmLabel={t('transactions.refundConfirm')}
        pendingLabel={t('transactions.refunding')}
        cancelLabel={t('transactions.refundCancel')}
        tone="primary"
        initialFocus="confirm"
        onConfirm={() => refund.mutate()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
