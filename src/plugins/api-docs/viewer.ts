/** Where scripts/build.ts copies Scalar's standalone viewer (from node_modules: the app needs no CDN). */
export const VIEWER_SCRIPT = '/public/vendor/scalar/standalone.js';

/** The viewer's settings: no fonts, proxy or telemetry from elsewhere, so nothing leaves this origin. */
const CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  proxyUrl: '',
  hideDownloadButton: false,
  defaultOpenAllTags: false,
});

/**
 * The viewer renders its own styles inline and builds its layout from the fetched document:
 * this page alone allows inline styles and same-origin fetches, and nothing from elsewhere.
 */
export const VIEWER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** The viewer page, pointed at the JSON document. */
export function viewerPage(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>VetConsult API</title>
</head>
<body>
<script id="api-reference" data-url="${documentUrl}" data-configuration='${CONFIGURATION}'></script>
<script src="${VIEWER_SCRIPT}"></script>
</body>
</html>`;
}
