/** Where the warning banners (time bonus, activation, photo, push, notifications) will go. */
export function WarningBanners() {
  return <div className="layout__banners" data-slot="warning-banners" />;
}

/** Where the signup modal (desktop) will go. */
export function SignupModalSlot() {
  return <div data-slot="signup-modal" />;
}
