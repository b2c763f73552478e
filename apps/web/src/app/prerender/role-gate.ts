import type { Role } from '@handlowo/contract';

/**
 * A prerendered shell of a screen under the guard holds one frame per role that may stay on it
 * (pages.tsx), each in an element with this attribute. The build knows no session; the HTML's
 * early-fetch script (build/early-fetch.ts) sets `data-role` on `<html>` from the stored token's
 * role, and the rules below show that role's frame only. Without a token, or on another role's
 * screen, none shows: the app then sends the visitor to /login or their own screens, as it did
 * before the shells, without painting a frame that is not theirs first.
 */
export const ROLE_GATE_ATTRIBUTE = 'data-shell-for';

const ROLES: readonly Role[] = ['FREELANCER', 'INVESTOR', 'ADMIN'];

/** The style of a page with role frames (in its head: the app's own markup never carries it). */
export const ROLE_GATE_CSS = [
  `[${ROLE_GATE_ATTRIBUTE}]{display:none}`,
  // `contents`: the wrapper adds no box, so each frame lays out as the app's own does.
  `${ROLES.map((role) => `html[data-role="${role}"] [${ROLE_GATE_ATTRIBUTE}~="${role}"]`).join(',')}{display:contents}`,
].join('');
