import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LocalisedText } from '../domain/localised-text';
import type { ProfileNotes } from '../domain/profile-notes';

export type MinimumMessageCosts = Record<string, { costs: number; currency: string }>;

@Entity('site_settings')
export class SiteSettingsEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() domain: string;
  @Column({ name: 'is_default' }) isDefault: boolean;
  @Column() name: string;
  @Column({ name: 'domain_language' }) domainLanguage: string;
  @Column({ name: 'cdn_prefix' }) cdnPrefix: string;
  @Column({ type: 'jsonb' }) description: LocalisedText;
  @Column({ name: 'index_title', type: 'jsonb' }) indexTitle: LocalisedText;
  @Column({ type: 'char', length: 2, array: true }) countries: string[];
  @Column() signups: 'all' | 'with_trafficsource' | 'none';
  @Column({ name: 'logged_out_search' }) loggedOutSearch: 'all' | 'none';
  @Column({ name: 'logged_out_search_trafficsource' }) loggedOutSearchTrafficsource: 'all' | 'none';
  @Column({ name: 'enable_site_entry_popup' }) enableSiteEntryPopup: string;
  @Column({ name: 'push_public_key' }) pushPublicKey: string;
  @Column({ name: 'push_private_key', select: false }) pushPrivateKey: string;
  @Column({ name: 'minimum_message_costs', type: 'jsonb' }) minimumMessageCosts: MinimumMessageCosts;
  @Column({ name: 'fictional_icon' }) fictionalIcon: string;
  @Column({ name: 'visible_profile_fields', type: 'text', array: true }) visibleProfileFields: string[];
  @Column({ name: 'visible_profile_notes', type: 'jsonb' }) visibleProfileNotes: ProfileNotes;
  @Column({ name: 'message_credits' }) messageCredits: number;
  @Column({ name: 'photo_credits' }) photoCredits: number;
  @Column({ name: 'gift_credits' }) giftCredits: number;
  @Column({ name: 'signup_credits' }) signupCredits: number;
  @Column({ name: 'message_length' }) messageLength: number;
  @Column({ name: 'support_email' }) supportEmail: string;
  @Column({ name: 'search_fields', type: 'text', array: true }) searchFields: string[];
  @Column({ name: 'fictional_warning', type: 'jsonb' }) fictionalWarning: LocalisedText;
  @Column({ name: 'fictional_singular', type: 'jsonb' }) fictionalSingular: LocalisedText;
  @Column({ name: 'fictional_plural', type: 'jsonb' }) fictionalPlural: LocalisedText;
  @Column({ name: 'refund_days' }) refundDays: number;
  @Column({ name: 'member_resell' }) memberResell: boolean;
  @Column({ name: 'photo_moderation' }) photoModeration: 'post' | 'pre';
  @Column({ name: 'photo_safety_threshold', type: 'real' }) photoSafetyThreshold: number;
  @Column({ name: 'time_zone' }) timeZone: string;
  @Column({ name: 'message_retention_days' }) messageRetentionDays: number;
}
