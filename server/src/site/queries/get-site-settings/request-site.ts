import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import { normaliseHost } from '../../domain/host-name';

/** The site a request is about: a signed-in member's own site (their account's), else a host name's. */
export type RequestSite = { siteId: number } | { domain: string };

/**
 * The site of whatever a request asks about: for a signed-in member always the site of their account
 * (whom they see and search, their prices and credits, their settings), never the Host's; for a visitor
 * the site of the Host.
 */
export function requestSite(request: Request): RequestSite {
  const member = sessionMemberOf(request);
  return member ? { siteId: member.siteId } : { domain: normaliseHost(request.hostname) };
}

/** The domain a request is for: an explicit `?domain=`, else the Host header. */
export function requestDomain(request: Request, explicit?: string): string {
  return normaliseHost(explicit ?? request.hostname ?? request.headers.host);
}

/**
 * The host a request came to, for HTTP (Express's `hostname`, which follows `trust proxy`) and for a
 * Socket.IO handshake (a bare IncomingMessage: its X-Forwarded-Host, else its Host).
 */
export function requestHost(request: IncomingMessage): string {
  const express = request as Partial<Request>;
  if (express.app) return normaliseHost(express.hostname);
  const forwarded = request.headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return normaliseHost(first || request.headers.host);
}

/** The visitor's country as told by the proxy in front of us (Cloudflare or our own GeoIP proxy). */
export function geoipCountry(request: Request): string | null {
  const header = request.headers['x-country-code'] ?? request.headers['cf-ipcountry'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}
