import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useAction } from '../../../lib/use-action';
import { DATA_EXPORT_QUERY_KEY, type DataExport, requestDataExport, useDataExport } from '../api/data-export';

/** The day and time an export stops downloading, in the member's language. */
function formatUntil(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * "Your data" (issue 14 §6): ask for a copy of everything the site holds about the member; while it is
 * prepared the state is asked again every few seconds; once ready, the ZIP file downloads with the
 * session until it expires. The mailed link opens /settings here.
 */
export function DataExportSettings() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const state = useDataExport();
  const { pending, error, run } = useAction();
  // The mailed link opens /settings?export=<id>: this block is what the member came for.
  const [search] = useSearchParams();
  const linked = search.has('export');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linked) anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);

  const request = () =>
    run(async () => {
      const answer = await requestDataExport();
      queryClient.setQueryData(DATA_EXPORT_QUERY_KEY, answer);
      return undefined;
    });

  const current: DataExport | null = state.data?.export ?? null;
  const preparing = current?.state === 'preparing';

  return (
    <div ref={anchor} id="your-data">
      <Card title={t('settings.dataExport.title')} className="data-export">
        <p id={`${id}-text`} className="card__text">
          {t('settings.dataExport.text')}
        </p>
        {state.isPending ? (
          <p role="status" className="card__text">
            {t('settings.dataExport.loading')}
          </p>
        ) : state.isError ? (
          <LoadFailed
            message={t('settings.dataExport.loadFailed')}
            retryLabel={t('settings.dataExport.retry')}
            onRetry={() => void state.refetch()}
          />
        ) : (
          <>
            <p className="card__text" role="status" aria-live="polite" data-state={current?.state ?? 'none'}>
              {current?.state === 'preparing' && t('settings.dataExport.preparing')}
              {current?.state === 'ready' &&
                t('settings.dataExport.ready', { date: formatUntil(current.expires_at!, i18n.language) })}
              {current?.state === 'expired' && t('settings.dataExport.expired')}
              {current?.state === 'failed' && t('settings.dataExport.failed')}
            </p>
            {current?.state === 'ready' && current.download_url && (
              <p>
                <a className={buttonClass({ variant: 'primary' })} href={current.download_url} download>
                  {t('settings.dataExport.download')}
                </a>
              </p>
            )}
            <FormError message={error} />
            {current?.state !== 'ready' && (
              <Button
                variant={current ? 'ghost' : 'primary'}
                disabled={pending || preparing}
                aria-describedby={`${id}-text`}
                onClick={() => void request()}
              >
                {pending ? t('settings.dataExport.requesting') : t('settings.dataExport.request')}
              </Button>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
