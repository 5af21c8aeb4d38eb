/** A browser (device) the member gets pushes on. */
export class PushDeviceResponse {
  id: number;
  /** Browser and system, from the user agent ("Chrome on Android"). */
  label: string;
  enabled: boolean;
  created_at: string;
}

/** GET, PUT and DELETE /api/push-subscriptions.php: the member's push settings and devices. */
export class PushSubscriptionsResponse {
  /** false: pushes about messages say who wrote, never what. */
  show_message_text: boolean;
  devices: PushDeviceResponse[];
}

/** POST /api/push-subscriptions.php and POST /api/user.php?push=1: as GET, with the device just stored. */
export class PushSubscribedResponse extends PushSubscriptionsResponse {
  device_id: number;
}
