import { Foundation1763740000000 } from './1763740000000-foundation';
import { Identity1763750000000 } from './1763750000000-identity';
import { BlocksAndComplaints1763760000000 } from './1763760000000-blocks-and-complaints';
import { ProfileDetails1763770000000 } from './1763770000000-profile-details';
import { CreditLedger1763780000000 } from './1763780000000-credit-ledger';
import { OrdersAndDiscounts1763790000000 } from './1763790000000-orders-and-discounts';
import { DirectDebit1763800000000 } from './1763800000000-direct-debit';
import { Refunds1763810000000 } from './1763810000000-refunds';
import { AtomicLimits1763830000000 } from './1763830000000-atomic-limits';
import { AccountSessions1763840000000 } from './1763840000000-account-sessions';
import { PhotoModeration1763850000000 } from './1763850000000-photo-moderation';
import { LapsedOffers1763860000000 } from './1763860000000-lapsed-offers';
import { SharedOutbox1763900000000 } from './1763900000000-shared-outbox';
import { AccountDisplayName1763900000100 } from './1763900000100-account-display-name';
import { OutboxDeliveries1763900000200 } from './1763900000200-outbox-deliveries';
import { RowChangeNotices1763900000300 } from './1763900000300-row-change-notices';
import { Likes1763900000400 } from './1763900000400-likes';
import { MatchAttributes1763900000600 } from './1763900000600-match-attributes';
import { SearchEntries1763900000700 } from './1763900000700-search-entries';
import { SiteTimeZone1763900000710 } from './1763900000710-site-time-zone';
import { Swipes1763900000720 } from './1763900000720-swipes';
import { RelatedMembers1763900000730 } from './1763900000730-related-members';
import { SearchBlocks1763900000740 } from './1763900000740-search-blocks';
import { SearchPlaceCovering1763900000750 } from './1763900000750-search-place-covering';
import { Messaging1763900000800 } from './1763900000800-messaging';
import { Gifts1763900000810 } from './1763900000810-gifts';
import { MessageRetention1763900000820 } from './1763900000820-message-retention';
import { MessageDelivered1763900000860 } from './1763900000860-message-delivered';
import { NotificationPreferences1763900000900 } from './1763900000900-notification-preferences';
import { NotificationMails1763900000910 } from './1763900000910-notification-mails';
import { PushSubscriptions1763900000920 } from './1763900000920-push-subscriptions';
import { ScheduledRuns1763900000930 } from './1763900000930-scheduled-runs';
import { AdminRolesAuditLog1763900001000 } from './1763900001000-admin-roles-audit-log';
import { AdminAccounts1763900001100 } from './1763900001100-admin-accounts';
import { OperatorResources1763900001200 } from './1763900001200-operator-resources';
import { MemberBans1763900001300 } from './1763900001300-member-bans';
import { PhotoReview1763900001400 } from './1763900001400-photo-review';
import { ComplaintHandling1763900001500 } from './1763900001500-complaint-handling';
import { FictionalConversations1763900001600 } from './1763900001600-fictional-conversations';
import { DataExports1763900001800 } from './1763900001800-data-exports';
import { SealedTotpSecrets1763900001900 } from './1763900001900-sealed-totp-secrets';
import { MoreRowChangeNotices1763900002000 } from './1763900002000-more-row-change-notices';
import { ConversationSideHasSent1763900002100 } from './1763900002100-conversation-side-has-sent';
import { ConversationSideWaiting1763900002200 } from './1763900002200-conversation-side-waiting';
import { ConversationCascadeIndexes1763900002300 } from './1763900002300-conversation-cascade-indexes';
import { ConversationSideLastReceived1763900002400 } from './1763900002400-conversation-side-last-received';
import { SweepIndexes1763900002500 } from './1763900002500-sweep-indexes';
import { JobScanIndexes1763900002600 } from './1763900002600-job-scan-indexes';
import { ListIndexes1763900002700 } from './1763900002700-list-indexes';
import { SuggestionIndex1763900002800 } from './1763900002800-suggestion-index';
import { OrderClientIds1763900002900 } from './1763900002900-order-client-ids';
import { LocalisedProfileNotes1763900003100 } from './1763900003100-localised-profile-notes';
import { LocalisedSiteTexts1763900003200 } from './1763900003200-localised-site-texts';
import { UnreadSidesByMember1763900003360 } from './1763900003360-unread-sides-by-member';
import { StatementFunctions1763900003400 } from './1763900003400-statement-functions';

/** Every migration, oldest first. A landed migration is never edited: add a new one. */
export const migrations = [
  Foundation1763740000000,
  Identity1763750000000,
  BlocksAndComplaints1763760000000,
  ProfileDetails1763770000000,
  CreditLedger1763780000000,
  OrdersAndDiscounts1763790000000,
  DirectDebit1763800000000,
  Refunds1763810000000,
  AtomicLimits1763830000000,
  AccountSessions1763840000000,
  PhotoModeration1763850000000,
  LapsedOffers1763860000000,
  SharedOutbox1763900000000,
  AccountDisplayName1763900000100,
  OutboxDeliveries1763900000200,
  RowChangeNotices1763900000300,
  Likes1763900000400,
  MatchAttributes1763900000600,
  SearchEntries1763900000700,
  SiteTimeZone1763900000710,
  Swipes1763900000720,
  RelatedMembers1763900000730,
  SearchBlocks1763900000740,
  SearchPlaceCovering1763900000750,
  Messaging1763900000800,
  Gifts1763900000810,
  MessageRetention1763900000820,
  MessageDelivered1763900000860,
  NotificationPreferences1763900000900,
  NotificationMails1763900000910,
  PushSubscriptions1763900000920,
  ScheduledRuns1763900000930,
  AdminRolesAuditLog1763900001000,
  AdminAccounts1763900001100,
  OperatorResources1763900001200,
  MemberBans1763900001300,
  PhotoReview1763900001400,
  ComplaintHandling1763900001500,
  FictionalConversations1763900001600,
  DataExports1763900001800,
  SealedTotpSecrets1763900001900,
  MoreRowChangeNotices1763900002000,
  ConversationSideHasSent1763900002100,
  ConversationSideWaiting1763900002200,
  ConversationCascadeIndexes1763900002300,
  ConversationSideLastReceived1763900002400,
  SweepIndexes1763900002500,
  JobScanIndexes1763900002600,
  ListIndexes1763900002700,
  SuggestionIndex1763900002800,
  OrderClientIds1763900002900,
  LocalisedProfileNotes1763900003100,
  LocalisedSiteTexts1763900003200,
  UnreadSidesByMember1763900003360,
  StatementFunctions1763900003400,
];
