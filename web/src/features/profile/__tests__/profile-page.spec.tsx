import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '../api/profile';
import { ProfilePage } from '../components/profile-page';
import { sectionErrors } from '../components/use-section-edit';
import { json, renderProfile } from './render-profile';

const profile: OwnProfile = {
  id: 1,
  status: 'enabled',
  name: 'Anna',
  gender: 'female',
  seeking: 'male',
  sexuality: 'hetero',
  date_of_birth: '1990-06-15',
  country: 'NL',
  region_id: null,
  region: null,
  city: 'Utrecht',
  interests: [],
  hair_color: null,
  eye_color: 'green',
  body_type: null,
  relationship_status: null,
  about: '',
  main_image: null,
  photo_count: 0,
  geocode: null,
  appearance: null,
  ethnicity: null,
  ethnicity_consent_at: null,
};

function api(overrides: Partial<OwnProfile> = {}, put?: (body: Record<string, unknown>) => Response) {
  const requests: Array<{ method: string; path: string; body?: Record<string, unknown> }> = [];
  const handler = (url: URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/profile.php' && method === 'GET')
      return json({ profile: { ...profile, ...overrides } });
    if (url.pathname === '/api/profile.php' && method === 'PUT')
      return put ? put(body ?? {}) : json({ profile: { ...profile, ...overrides, ...body } });
    if (url.pathname === '/api/photos.php') return json({ photos: [] });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  };
  return { handler, requests };
}

/** Waits until the profile has loaded (its sections are shown). */
async function loaded() {
  expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  await waitFor(() => section('name'));
}

function section(name: string) {
  const element = document.querySelector<HTMLElement>(`[data-section="${name}"]`);
  if (!element) throw new Error(`no section ${name}`);
  return within(element);
}

describe('ProfilePage', () => {
  it('shows the detail fields the site lists, with their notes', async () => {
    const { handler } = api();
    await renderProfile(<ProfilePage routeName="profile" />, handler, {
      visibleFields: ['eye_color', 'about'],
      fieldNotes: { eye_color: 'As described by the member' },
    });
    await loaded();
    expect(section('eye_color').getByText('Green')).toBeInTheDocument();
    expect(section('eye_color').getByText('As described by the member')).toBeInTheDocument();
    expect(
      section('about').getByText('You have not written anything about yourself yet.'),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-section="hair_color"]')).toBeNull();
    expect(document.querySelector('[data-section="interests"]')).toBeNull();
    expect(section('gender').getByText('Heterosexual')).toBeInTheDocument();
  });

  it('sends only the section’s fields and shows the server’s message next to the bad field', async () => {
    const { handler, requests } = api({}, (body) =>
      body.name === '@anna'
        ? json(
            {
              error: 'validation_failed',
              message: 'Username may not start with @',
              fields: { name: 'Username may not start with @' },
            },
            400,
          )
        : json({ profile: { ...profile, ...body } }),
    );
    await renderProfile(<ProfilePage routeName="profile" />, handler);
    await loaded();
    fireEvent.click(section('name').getByRole('button', { name: 'Edit' }));
    const field = section('name').getByLabelText('Username');
    await waitFor(() => expect(field).toHaveFocus());
    fireEvent.change(field, { target: { value: '@anna' } });
    fireEvent.click(section('name').getByRole('button', { name: 'Save' }));
    expect(await section('name').findByText('Username may not start with @')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ name: '@anna' });

    fireEvent.change(field, { target: { value: 'Annabel' } });
    fireEvent.click(section('name').getByRole('button', { name: 'Save' }));
    expect(await section('name').findByText('Annabel')).toBeInTheDocument();
    await waitFor(() => expect(section('name').getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('names the region after the chosen country', async () => {
    const { handler, requests } = api();
    await renderProfile(<ProfilePage routeName="profile" />, handler, {
      fetchRegions: async (country) =>
        country === 'PL' ? [{ id: 30, name: 'Mazowieckie' }] : [{ id: 1, name: 'Somewhere' }],
    });
    await loaded();
    expect(section('location').getByText('Province')).toBeInTheDocument();
    fireEvent.click(section('location').getByRole('button', { name: 'Edit' }));
    expect(section('location').getByLabelText('Province')).toBeInTheDocument();
    fireEvent.change(section('location').getByLabelText('Country'), { target: { value: 'DE' } });
    expect(section('location').getByLabelText('State')).toBeInTheDocument();
    fireEvent.change(section('location').getByLabelText('Country'), { target: { value: 'PL' } });
    const voivodeship = section('location').getByLabelText('Voivodeship');
    await waitFor(() => expect(voivodeship).toBeEnabled());
    fireEvent.change(voivodeship, { target: { value: '30' } });
    fireEvent.click(section('location').getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        country: 'PL',
        region_id: 30,
        city: 'Utrecht',
      }),
    );
  });

  it('counts photos against 3 for free members and 25 for premium members', async () => {
    const free = api();
    const { unmount } = await renderProfile(<ProfilePage routeName="profile" />, free.handler);
    expect(await screen.findByText('0 of 3 photos')).toBeInTheDocument();
    unmount();
    const premium = api();
    await renderProfile(<ProfilePage routeName="profile" />, premium.handler, { paidUser: true });
    expect(await screen.findByText('0 of 25 photos')).toBeInTheDocument();
  });

  it('says whether others see each photo: shown unreviewed, awaiting review, or hidden until premium', async () => {
    const photo = (id: number, status: string, visibility: string) => ({
      id,
      url: `/media/1/${id}.jpg`,
      thumb_url: `/media/1/${id}_thumb.jpg`,
      status,
      visibility,
      main: id === 1,
    });
    const photos = [
      photo(1, 'pending', 'visible'),
      photo(2, 'pending', 'awaiting_review'),
      photo(3, 'approved', 'hidden_until_premium'),
    ];
    const base = api();
    const handler = (url: URL, init?: RequestInit) =>
      url.pathname === '/api/photos.php' ? json({ photos }) : base.handler(url, init);
    // premium: the upload (and its hint) stays offered with 3 photos
    const post = await renderProfile(<ProfilePage routeName="profile" />, handler, { paidUser: true });
    const card = (id: number) => within(document.querySelector<HTMLElement>(`[data-photo-id="${id}"]`)!);
    await waitFor(() => expect(document.querySelector('[data-photo-id="3"]')).not.toBeNull());
    expect(card(1).getByText('Shown to other members')).toBeInTheDocument();
    expect(card(2).getByText('Awaiting review')).toBeInTheDocument();
    expect(card(3).getByText('Hidden until you are Premium again')).toBeInTheDocument();
    expect(card(3).getByText(/This one is kept and shows again when you get Premium/)).toBeInTheDocument();
    expect(screen.getByText(/Other members see new photos at once/)).toBeInTheDocument();
    post.unmount();

    await renderProfile(<ProfilePage routeName="profile" />, handler, {
      paidUser: true,
      photoModeration: 'pre',
    });
    expect(
      await screen.findByText(/New photos are checked by our team before others see them/),
    ).toBeInTheDocument();
  });

  it('shows the reason a moderator gave for rejecting a photo', async () => {
    const photos = [
      {
        id: 4,
        url: '/media/1/4.jpg',
        thumb_url: '/media/1/4_thumb.jpg',
        status: 'rejected',
        visibility: 'rejected',
        main: true,
        reject_reason: 'Another person is in the photo',
      },
      {
        id: 5,
        url: '/media/1/5.jpg',
        thumb_url: '/media/1/5_thumb.jpg',
        status: 'rejected',
        visibility: 'rejected',
        main: false,
        reject_reason: null,
      },
      {
        id: 6,
        url: '/media/1/6.jpg',
        thumb_url: '/media/1/6_thumb.jpg',
        status: 'approved',
        visibility: 'visible',
        main: false,
        reject_reason: null,
      },
    ];
    const base = api();
    const handler = (url: URL, init?: RequestInit) =>
      url.pathname === '/api/photos.php' ? json({ photos }) : base.handler(url, init);
    await renderProfile(<ProfilePage routeName="profile" />, handler);
    await waitFor(() => expect(document.querySelector('[data-photo-id="4"]')).not.toBeNull());
    const card = within(document.querySelector<HTMLElement>('[data-photo-id="4"]')!);
    expect(card.getByText('Rejected')).toBeInTheDocument();
    expect(card.getByText('Reason: Another person is in the photo')).toBeInTheDocument();
    // A rejected photo is not offered as the main one; an approved one is.
    const makeMain = (id: number) =>
      within(document.querySelector<HTMLElement>(`[data-photo-id="${id}"]`)!).queryByRole('button', {
        name: /Make main photo/,
      });
    expect(makeMain(5)).toBeNull();
    expect(makeMain(6)).not.toBeNull();
  });

  it('checks a photo before sending it', async () => {
    const { handler, requests } = api();
    await renderProfile(<ProfilePage routeName="profile" />, handler);
    const input = await screen.findByLabelText('Add a photo');
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('This file is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('This photo is too large: it may be at most 10 MB.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('keeps appearance and ethnicity private, and asks the ethnicity only behind an unticked consent', async () => {
    const { handler, requests } = api({}, (body) =>
      json({
        profile: {
          ...profile,
          appearance: body.appearance ?? null,
          ethnicity: body.ethnicity ?? null,
          ethnicity_consent_at: body.ethnicity ? '2026-11-25T12:00:00.000Z' : null,
        },
      }),
    );
    await renderProfile(<ProfilePage routeName="profile" />, handler);
    await loaded();
    expect(screen.getByText(/Never shown on your profile or to other members/)).toBeInTheDocument();

    fireEvent.click(section('appearance').getByRole('button', { name: 'Edit' }));
    fireEvent.change(section('appearance').getByLabelText('Appearance'), { target: { value: 'sexy' } });
    fireEvent.click(section('appearance').getByRole('button', { name: 'Save' }));
    // the form's options carry the same words: wait for the form to close first
    expect(await section('appearance').findByText('Saved.')).toBeInTheDocument();
    expect(section('appearance').getByText('Sexy')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ appearance: 'sexy' });

    fireEvent.click(section('ethnicity').getByRole('button', { name: 'Edit' }));
    const consent = section('ethnicity').getByRole('checkbox', { name: /withdraw this consent at any time/ });
    expect(consent).not.toBeChecked();
    const select = section('ethnicity').getByLabelText('Ethnicity');
    expect(select).toBeDisabled();
    fireEvent.click(consent);
    expect(select).toBeEnabled();
    fireEvent.change(select, { target: { value: 'white' } });
    fireEvent.click(section('ethnicity').getByRole('button', { name: 'Save' }));
    expect(await section('ethnicity').findByText('Saved.')).toBeInTheDocument();
    expect(section('ethnicity').getByText('White')).toBeInTheDocument();
    expect(section('ethnicity').getByText(/Consent given on November 25, 2026/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      ethnicity: 'white',
      ethnicity_consent: true,
    });

    // withdrawing: the box starts ticked for a member who consented; unticking removes the value
    fireEvent.click(section('ethnicity').getByRole('button', { name: 'Edit' }));
    const ticked = section('ethnicity').getByRole('checkbox');
    expect(ticked).toBeChecked();
    fireEvent.click(ticked);
    expect(section('ethnicity').getByLabelText('Ethnicity')).toHaveValue('');
    fireEvent.click(section('ethnicity').getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(section('ethnicity').queryByRole('checkbox')).toBeNull());
    expect(section('ethnicity').getByText('Not specified')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      ethnicity: null,
      ethnicity_consent: false,
    });
  });
});

describe('sectionErrors', () => {
  it('keeps errors of the shown fields and turns the others into the form message', () => {
    expect(
      sectionErrors({ fields: { city: 'City missing', region_id: 'Wrong region' }, form: null, code: 'x' }, [
        'city',
      ]),
    ).toEqual({ fields: { city: 'City missing' }, form: 'Wrong region', code: 'x' });
    const untouched = { fields: { city: 'City missing' }, form: null, code: null };
    expect(sectionErrors(untouched, ['city'])).toBe(untouched);
  });
});
