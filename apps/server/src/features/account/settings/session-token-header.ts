/**
 * The response header that hands a client a replacement session token (after its own password
 * change ended every older one, ADR 019). Lower case as Node sends it; exposed to CORS clients.
 */
export const SESSION_TOKEN_HEADER = 'x-session-token';
