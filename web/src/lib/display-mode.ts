/** Installed-app mode: the site runs as an installed PWA (or from the iOS home screen). */
export function isStandalone(win: Window = window): boolean {
  try {
    if (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches)
      return true;
  } catch {
    // matchMedia unsupported
  }
  return (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
