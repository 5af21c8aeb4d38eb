/** POST /api/mail-events.php */
export class MailEventResponse {
  ok: true;
  /** What the notice recorded in `notifications_disabled`. */
  recorded: 'bounce' | 'fbl' | 'listunsubscribe';
  /** How many accounts have the address (0: none, nothing done). */
  accounts: number;
}
