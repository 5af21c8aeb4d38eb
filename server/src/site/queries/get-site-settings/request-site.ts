import type { Request } from 'express';
import { normaliseHost } from '../../domain/host-name';

/** The domain a request is for: an explicit `?domain=`, else the Host header. */
export function requestDomain(request: Request, explicit?: string): string {
  return normaliseHost(explicit ?? request.hostname ?? request.headers.host);
}

/** The visitor's country as told by the proxy in front of us (Cloudflare or our own GeoIP proxy). */
export function geoipCountry(request: Request): string | null {
  const header = request.headers['x-country-code'] ?? request.headers['cf-ipcountry'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}
