import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../page-loading';

export function LayoutMain({ className }: { className?: string }) {
  return (
    <main id="main" className={['layout__main', className].filter(Boolean).join(' ')} tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
