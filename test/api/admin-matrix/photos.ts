import { client, type MatrixFile } from './matrix-row';

const REVIEWERS = ['moderator', 'operator'] as const;
/** No photo has this id: an allowed role gets past the guard to a 404 (nothing is changed). */
const UNKNOWN_PHOTO = 2_000_000_000;

export const matrix: MatrixFile = {
  rows: [
    { resource: 'photos', verb: 'list', allowed: REVIEWERS, call: (a) => a.get('/admin/api/photos') },
    {
      resource: 'photos',
      verb: 'one',
      allowed: REVIEWERS,
      call: (a) => a.get(`/admin/api/photos/${UNKNOWN_PHOTO}`),
    },
    {
      resource: 'photos',
      verb: 'approve',
      allowed: REVIEWERS,
      call: (a) => client(a.post('/admin/api/photos/approve')).send({ ids: [UNKNOWN_PHOTO] }),
    },
    {
      resource: 'photos',
      verb: 'reject',
      allowed: REVIEWERS,
      call: (a) =>
        client(a.post('/admin/api/photos/reject')).send({ ids: [UNKNOWN_PHOTO], reason: 'Matrix test' }),
    },
  ],
};
