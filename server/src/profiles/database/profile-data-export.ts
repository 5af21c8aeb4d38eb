import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../shared/data-export/member-data-part';

interface PhotoRow {
  id: number;
  filename: string;
  status: string;
  is_main: boolean;
  position: number;
  width: number;
  height: number;
  created_at: Date;
}

@Injectable()
export class ProfileDataExportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The member's profile (every field they filled in, their interests), their photos (rows and the JPEG
   * files) and the members they block. Internal flags (fictional) stay out.
   */
  async read(profileId: number): Promise<MemberDataPart> {
    const [[profile], photos, blocks] = await Promise.all([
      this.dataSource.query(
        `SELECT to_jsonb(p) - 'fictional' AS profile,
                COALESCE((SELECT json_agg(i.slug ORDER BY i.slug) FROM profile_interests pi
                            JOIN interests i ON i.id = pi.interest_id WHERE pi.profile_id = p.id), '[]') AS interests
           FROM profiles p WHERE p.id = $1`,
        [profileId],
      ) as Promise<{ profile: Record<string, unknown>; interests: string[] }[]>,
      this.dataSource.query(
        `SELECT id, filename, status, is_main, position, width, height, created_at
           FROM photos WHERE profile_id = $1 ORDER BY position, id`,
        [profileId],
      ) as Promise<PhotoRow[]>,
      this.dataSource.query(
        `SELECT blocked_id AS member_id, created_at FROM member_blocks WHERE blocker_id = $1 ORDER BY created_at`,
        [profileId],
      ) as Promise<unknown[]>,
    ]);
    const media: Record<string, string> = {};
    const photoDocs = photos.map(({ filename, ...photo }) => {
      const file = `photos/${photo.id}.jpg`;
      media[file] = filename;
      return { ...photo, file };
    });
    return {
      documents: {
        'profile.json': profile ? { ...profile.profile, interests: profile.interests } : null,
        'photos.json': photoDocs,
        'blocks.json': blocks,
      },
      media,
    };
  }
}
