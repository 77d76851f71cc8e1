import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Browser features pages of this site may use: the camera and microphone of video calls, and
 * the few that are on for the site by default and that it uses (sound and remote video that
 * start by themselves, copying a link, full screen); everything else is off, for embedded
 * frames too. Only names Chromium knows: it warns in the console about any other.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'autoplay=(self)',
  'clipboard-write=(self)',
  // Reading stays behind the browser's own permission prompt; the browser tests read back what
  // the Copy buttons wrote.
  'clipboard-read=(self)',
  'fullscreen=(self)',
  'accelerometer=()',
  'browsing-topics=()',
  'display-capture=()',
  'encrypted-media=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Browsers remember for a year to reach the site (and its subdomains) over HTTPS only. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/**
 * The headers every answer carries beyond helmet's, also set by the event-stream handler that
 * answers in front of Express. HSTS only when the site is served over HTTPS (PUBLIC_URL): on a
 * plain-HTTP install it would lock browsers out.
 */
export function baseSecurityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  return {
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    ...(servedOverHttps(publicUrl) ? { 'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains` } : {}),
  };
}

function servedOverHttps(publicUrl: string): boolean {
  return publicUrl.toLowerCase().startsWith('https:');
}

/**
 * Security headers for every response. Scripts and stylesheets come only from the site itself.
 * The only inline styles allowed are `<style>` elements whose text has one of `inlineStyleHashes`
 * (the build's stylesheets that pages carry inline, hashed at start by web/inline-stylesheet.ts);
 * `style="…"` attributes in markup are refused. Styles set from script through the CSSOM (React's
 * `style` props, constructed stylesheets) are not subject to the policy, and libraries' run-time
 * style elements are built out of the web app (apps/web/scripts/no-inline-style-elements.ts).
 */
export function securityHeaders(publicUrl: string, inlineStyleHashes: readonly string[]): RequestHandler[] {
  const permissionsPolicy: RequestHandler = (_request, response, next) => {
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
    next();
  };
  return [permissionsPolicy, helmetHeaders(publicUrl, inlineStyleHashes)];
}

function helmetHeaders(publicUrl: string, inlineStyleHashes: readonly string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...inlineStyleHashes],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: servedOverHttps(publicUrl) ? HSTS : false,
    crossOriginEmbedderPolicy: false,
  });
}
