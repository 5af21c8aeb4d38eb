/** English is the source and the fallback: the spec's wording lives here verbatim. */
export const en = {
  'errors.generic': 'An error occured, please try again later.',
  'errors.bad_request': 'The request is not valid.',
  'errors.validation_failed': 'Some fields are not valid.',
  'errors.not_found': 'This page could not be found',
  'errors.authentication_required': 'Please log in to continue.',
  'errors.forbidden': 'You do not have access to this.',
  'errors.csrf_header_missing': 'This request was refused because it did not come from the app.',
  'errors.too_many_requests': 'Too many requests, please wait a moment and try again.',
  'errors.payload_too_large': 'The request is too large.',
  'errors.invalid_domain': 'The domain is not a valid host name.',
  'errors.invalid_country': 'The country must be a two-letter country code.',
  'errors.invalid_query': 'The query parameter {name} is not valid.',
  'errors.login_failed': 'Login failed, please try again',
  'errors.photo_invalid': 'The file is not a JPEG, PNG or WebP image.',
  'errors.photo_too_large': 'The photo may be at most 10 MB.',
  'identity.invalid_email': 'Invalid email',
  'identity.username_is_email': 'Username may not be the same as your e-mail address',
  'identity.username_starts_with_at': 'Username may not start with @',
  'identity.username_length': 'Your name must be 2 to 30 characters long.',
  'identity.date_of_birth_required': 'Enter your date of birth ({min_age}+)',
  'identity.invalid_date_of_birth': 'Invalid date of birth.',
  'identity.email_taken': 'This email address already owns an account on this website.',
  'identity.account_pending_deletion':
    'This e-mail address belongs to an account that is being deleted. We have sent you an e-mail with a link to reactivate it.',
  'identity.signups_closed': '{sitename} is currently invite-only',
  'identity.password_length': 'Your password must be 8 to 128 characters long.',
  'identity.invalid_choice': 'Please choose one of the options.',
  'identity.invalid_country': 'Choose a country this site serves.',
  'identity.invalid_region': 'Choose a region of your country.',
  'identity.invalid_city': 'Enter your city (at most 100 characters).',
  'identity.signup_message_length': 'Your message may be at most 500 characters long.',
  'identity.account_locked': 'Too many incorrect attempts, account blocked for {minutes} min.',
  'identity.email_not_found': 'E-mail address not found',
  'identity.passwords_differ': 'The entered passwords are not the same.',
  'identity.link_invalid': 'Link expired or invalid, request a new email',
  'identity.old_password_wrong': 'Please check your old password.',
  'identity.invalid_new_email': 'New email adress is invalid.',
  'identity.already_activated': 'Your account is already activated.',
  'identity.invalid_language': 'Choose one of the offered languages.',
  'profiles.photo_limit_free':
    'You can upload up to {max} photos. Premium members can upload up to {premium_max}.',
  'profiles.photo_limit_premium': 'You have reached the maximum of {max} photos.',
  'profiles.photo_not_found': 'This photo does not exist.',
  'mail.activation.subject': 'Confirm your e-mail address for {site}',
  'mail.activation.body':
    'Hello {name},\n\nWelcome to {site}! Please confirm your e-mail address by opening this link:\n{link}\n\nIf you did not sign up, you can ignore this e-mail.',
  'mail.reset.subject': 'Reset your password for {site}',
  'mail.reset.body':
    'Hello {name},\n\nYou asked to reset your password. Open this link within {hours} hours to choose a new one:\n{link}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.',
  'mail.mail_change.subject': 'Confirm your new e-mail address for {site}',
  'mail.mail_change.body':
    'Hello {name},\n\nPlease confirm that this is your new e-mail address at {site} by opening this link within {hours} hours:\n{link}\n\nIf you did not ask for this, ignore this e-mail.',
  'mail.reactivation.subject': 'Your {site} account has been deleted',
  'mail.reactivation.body':
    'Hello {name},\n\nYour account has been deleted and is no longer visible to others. If you change your mind, reactivate it within {days} days with this link:\n{link}\n\nAfter that, your personal data is erased for good.',
  'mail.footer': 'You receive this e-mail because you have an account at {site}.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
