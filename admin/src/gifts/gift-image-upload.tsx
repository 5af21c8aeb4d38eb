import { Box, Button } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { API_URL, httpClient } from '../providers/http-client';

/** A gift's image under the media prefix (`gifts/rose.svg` is `/media/gifts/rose.svg`), or at an https URL. */
export const giftImageUrl = (image: string) => (image.startsWith('https://') ? image : `/media/${image}`);

/**
 * Uploads a picture from the operator's computer (the server re-encodes it as PNG and stores it) and puts
 * its path in the form's `image`; a preview shows what the gift's image is now.
 */
export const GiftImageUpload = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const image = useWatch({ name: 'image' }) as string | undefined;
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const body = new FormData();
      body.append('image', file);
      const { json } = await httpClient(`${API_URL}/gifts/image`, { method: 'POST', body });
      setValue('image', (json as { image: string }).image, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      {image ? (
        <img src={giftImageUrl(image)} alt="" width={48} height={48} data-testid="gift-image-preview" />
      ) : null}
      <Button component="label" variant="outlined" disabled={uploading}>
        {translate('kindred.gifts.upload')}
        <input type="file" hidden accept="image/jpeg,image/png,image/webp" onChange={upload} />
      </Button>
    </Box>
  );
};
