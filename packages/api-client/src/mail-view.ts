/**
 * The policy of a mail shown in the back-office's outbox (GET /staff/outbox/{id}/html): the
 * mail's own inline styles and embedded pictures and nothing else (no script, no request, no
 * form), in a sandbox, framed by the back-office's own page only. The API sends it, and the edge,
 * which sets the headers of every back-office answer, keeps it for this address.
 */
export const MAIL_VIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox";

/** Whether a request's path (the API's own or the edge's /api/…) is a mail's HTML in the outbox. */
export const isMailViewPath = (url: string): boolean =>
  /\/staff\/outbox\/[^/?#]+\/html(?:[?#]|$)/.test(url);
