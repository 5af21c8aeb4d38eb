/** `POST /admin/api/me/totp`: the secret to add to an authenticator app, as text, URI and QR code. */
export class TotpEnrolmentResponse {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_url: string;
  /** A PNG data URL of the QR code of `otpauth_url`. */
  qr_code: string;
}
