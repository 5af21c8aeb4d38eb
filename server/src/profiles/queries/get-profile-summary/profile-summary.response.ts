/** A profile's main photo: file names under the site's CDN prefix. */
export class MainImage {
  filename: string;
  thumb_filename: string;
  status: 'pending' | 'approved' | 'rejected';
  match: string;
}

/** The member's own profile as the `user` object shows it. */
export class ProfileSummary {
  id: number;
  status: 'enabled' | 'disabled';
  main_image: MainImage | null;
  name: string;
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  date_of_birth: string;
  country: string;
  region_id: number | null;
  city: string;
}
