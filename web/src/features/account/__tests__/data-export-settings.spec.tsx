import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderFeature, type ApiHandler } from '../../../test/render-feature';
import type { DataExport } from '../api/data-export';
import { DataExportSettings } from '../components/data-export-settings';

const ID = '0b7c2f7e-8d0a-4c43-9a4e-4d4bb8d1c0aa';
const exportIn = (state: DataExport['state'], more: Partial<DataExport> = {}): DataExport => ({
  id: ID,
  state,
  requested_at: '2026-11-21T12:00:00.000Z',
  ready_at: state === 'preparing' ? null : '2026-11-21T12:01:00.000Z',
  expires_at: state === 'preparing' ? null : '2026-11-24T12:01:00.000Z',
  size: state === 'ready' ? 2048 : null,
  download_url: state === 'ready' ? `/api/data-export/download.php?id=${ID}` : null,
  ...more,
});

const render = (handler: ApiHandler, language: 'en' | 'de' = 'en') =>
  renderFeature(<DataExportSettings />, {
    path: '/settings',
    pattern: '/settings',
    namespace: 'common',
    handler,
    language,
  });

describe('/settings: a copy of the member’s data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requests an export once and shows it is prepared', async () => {
    let current: DataExport | null = null;
    const { calls } = await render((call) => {
      if (call.path !== '/api/data-export.php') return undefined;
      if (call.method === 'POST') current = exportIn('preparing');
      return json({ export: current });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(/We are preparing your data/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request my data' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a ready export with its download link and the day it expires', async () => {
    await render(() => json({ export: exportIn('ready') }));
    const link = await screen.findByRole('link', { name: 'Download my data (ZIP)' });
    expect(link).toHaveAttribute('href', `/api/data-export/download.php?id=${ID}`);
    expect(screen.getByText(/You can download it until .*2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request my data' })).toBeNull();
  });

  it('says an export expired and offers a new one, in the member’s language', async () => {
    await render(() => json({ export: exportIn('expired') }), 'de');
    expect(await screen.findByText(/Dein letzter Download ist abgelaufen/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Meine Daten anfordern' })).toBeEnabled();
  });

  it('shows the server’s message when the day’s requests are used up', async () => {
    await render((call) =>
      call.method === 'POST'
        ? apiError(429, 'data_export_limit', 'You have asked for a copy of your data 3 times today.')
        : json({ export: exportIn('failed') }),
    );
    expect(await screen.findByText(/could not be prepared/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(/3 times today/)).toBeVisible();
  });

  it('says the state could not be loaded and loads it again on request', async () => {
    let fail = true;
    // a 4xx the client does not retry (a 5xx is retried with backoff first)
    await render(() => (fail ? apiError(404, 'not_found', 'Not found') : json({ export: null })));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The state of your data download could not be loaded.')).toBeVisible();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request my data' })).toBeEnabled());
  });
});
