import type { MainImage, ProfileSummary } from '../queries/get-profile-summary/profile-summary.response';

/** A profile row with its main photo's columns (`birth_date` is the column of `date_of_birth`). */
export type ProfileSummaryRow = Omit<ProfileSummary, 'main_image' | 'date_of_birth'> & {
  birth_date: string;
  main_filename: string | null;
  main_thumb_filename: string | null;
  main_status: MainImage['status'] | null;
};
