/** The photo as stored: re-encoded, stripped, with its thumbnail. */
export class AddedPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  status: 'pending' | 'approved' | 'rejected';
}

/** POST /api/photos.php and /api/signup-photo.php */
export class AddedPhotoResponse {
  photo: AddedPhoto;
}
