import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Checkbox,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { PhotoReview } from './photo-review-api';

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The queue as a grid of photo cards (the riskiest first), each with a box to select it for a bulk decision. */
export const PhotoGrid = () => {
  const { data, selectedIds, onToggleItem, isPending } = useListContext<PhotoReview>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('kindred.photos.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {data.map((photo) => {
        const selected = selectedIds.includes(photo.id);
        return (
          <Card
            key={photo.id}
            data-testid={`photo-card-${photo.id}`}
            variant="outlined"
            sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
          >
            <CardActionArea onClick={() => onToggleItem(photo.id)}>
              <CardMedia
                component="img"
                image={photo.thumb_url}
                alt={`${photo.member_name} #${photo.id}`}
                sx={{ aspectRatio: '1 / 1', objectFit: 'cover' }}
              />
            </CardActionArea>
            <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Checkbox
                  size="small"
                  checked={selected}
                  onChange={() => onToggleItem(photo.id)}
                  slotProps={{
                    input: { 'aria-label': translate('kindred.photos.select', { id: photo.id }) },
                  }}
                />
                <Typography variant="body2" noWrap sx={{ flex: 1 }}>
                  {photo.member_name} · #{photo.profile_id}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <Chip
                  size="small"
                  color={STATUS_COLOR[photo.status]}
                  label={translate(`kindred.photos.status.${photo.status}`)}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={photo.safety_score !== null && photo.safety_score >= 0.5 ? 'error' : 'default'}
                  label={
                    photo.safety_score === null
                      ? translate('kindred.photos.unscored')
                      : translate('kindred.photos.score', { score: photo.safety_score.toFixed(2) })
                  }
                />
                {photo.held ? (
                  <Chip
                    size="small"
                    color="error"
                    variant="outlined"
                    label={translate('kindred.photos.held')}
                  />
                ) : (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate(photo.published ? 'kindred.photos.published' : 'kindred.photos.hidden')}
                  />
                )}
              </Stack>
              {photo.reject_reason && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {photo.reject_reason}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
};
