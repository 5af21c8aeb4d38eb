import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/field';
import { useAction } from '../../../lib/use-action';
import { updateAccount, type AccountUser } from '../api/account';

export interface InvisibleSettingsProps {
  invisible: boolean;
  onUserChange: (user: AccountUser) => void;
}

/** Invisible mode: a switch (PUT /api/user.php {invisible}) and what it does (SPEC §4). */
export function InvisibleSettings({ invisible, onUserChange }: InvisibleSettingsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { pending, error, run } = useAction();

  const toggle = (next: boolean) =>
    run(async () => {
      const { user } = await updateAccount({ invisible: next });
      onUserChange(user);
      return undefined;
    });

  return (
    <Card title={t('settings.invisible.title')}>
      <p id={`${id}-text`} className="card__text">
        {t('settings.invisible.text')}
      </p>
      <FormError message={error} />
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={invisible}
          disabled={pending}
          aria-describedby={`${id}-text ${id}-state`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="switch__label">{t('settings.invisible.label')}</span>
      </label>
      <p id={`${id}-state`} className="card__text" aria-live="polite">
        {invisible ? t('settings.invisible.on') : t('settings.invisible.off')}
      </p>
    </Card>
  );
}
