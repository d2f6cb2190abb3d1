/**
 * The stand-in's own HTML pages (the demo index, the staff sign-in): one shell, in English,
 * never indexed, no referrer, a `<style>` that gets the response's nonce from the server.
 */
export function standInPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
