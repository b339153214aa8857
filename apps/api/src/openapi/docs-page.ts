/**
 * The API reference page: Swagger UI over /openapi.json, its script and styles served by the API
 * (a separate script rather than an inline one, so a strict Content-Security-Policy holds).
 */
export const docsPage = (prefix: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference — Aurum &amp; Argentum</title>
<link rel="stylesheet" href="${prefix}/docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference"><noscript>The reference needs JavaScript; the document itself is at <a href="${prefix}/openapi.json">${prefix}/openapi.json</a>.</noscript></main>
<script src="${prefix}/docs/assets/swagger-ui-bundle.js"></script>
<script src="${prefix}/docs/init.js"></script>
</body>
</html>
`;

export const docsScript = (prefix: string) =>
  `window.SwaggerUIBundle({ url: ${JSON.stringify(`${prefix}/openapi.json`)}, dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });\n`;
