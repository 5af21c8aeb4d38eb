/** A photo of the member as the console shows it, whatever its review state. */
export class AdminProfilePhoto {
  id: number;
  /** The full image and its thumbnail under the site's CDN prefix. */
  url: string;
  thumb_url: string;
  status: 'pending' | 'approved' | 'rejected';
  is_main: boolean;
}

/** A member's profile for the console (operators, moderators, finance). */
export class AdminProfile {
  id: number;
  status: 'enabled' | 'disabled';
  name: string;
  gender: string;
  seeking: string;
  birth_date: string;
  country: string;
  city: string;
  about: string;
  fictional: boolean;
  created_at: Date;
  last_active_at: Date;
  photos: AdminProfilePhoto[];
}
