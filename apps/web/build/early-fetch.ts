import { createHash } from 'node:crypto';

/**
 * The script that index.html runs first, in its head, before the bundle has even been requested
 * (issue 30): with a stored session it starts the reads the first screen waits for, so that their
 * answers travel while the JavaScript downloads, and marks the session's role on `<html>` so that
 * a prerendered shell shows the frame of that role only (prerender.ts).
 *
 * - "me" of the token's role (features/auth/api/get-me.ts), which every screen with a session asks;
 * - on `/freelancer/profile` (the owner: the id is the token's `sub`) and `/freelancer/profile/:id`
 *   (an admin, an investor, or the owner by id: what `profileAccess` lets fetch), the profile
 *   page's one read, and from its answer the background picture (the page's LCP, whose `<img>`
 *   has the large rendition as its only candidate: profile-background.tsx), preloaded at high
 *   priority: it downloads beside the bundle instead of after the page's first render. Once
 *   loaded it is also painted into the prerendered shell's band (`data-early-background`, which
 *   names the page's own class of the picture: skeletons.tsx), in the very box the page will
 *   draw it in, so the page's own picture is no larger paint than the shell's. The answer's body
 *   is read from a clone, taken before the app can read the original;
 * - on the freelancer's Pulpit (`/freelancer/dashboard`), its five reads (freelancer-workspace's
 *   FreelancerDashboard: the offers, the work in progress, the notifications' first page of
 *   NOTIFICATION_PANEL_SIZE, the profile's completeness, the reviews).
 *
 * The promises go into `window.__handlowoPrefetch`, keyed by the request path, where the API
 * client takes each once (src/lib/prefetched.ts). The headers are the API client's, so the answer
 * is the one it would have got. The script must never throw (no token, a malformed one, no
 * storage: it does nothing) and stays tiny: it is inline in every page, allowed by the CSP
 * through its hash (`scriptHash`, sent by the server's security plugin). ES2017 only, and no
 * optional catch binding: it runs before anything could report a syntax error.
 *
 * Keep in sync: the token's key and claims (src/lib/token.ts), the me paths (get-me.ts), the id
 * rule (features/profile/lib/profile-access.ts `parseProfileId`), Pulpit's reads (early-fetch.test.ts
 * checks them against the screen's own requests).
 */
const SOURCE = `
(function () {
  try {
    var token = localStorage.getItem('token');
    if (!token) return;
    var claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    var role = claims.roles[0];
    var me = { FREELANCER: 'freelancer', INVESTOR: 'investor', ADMIN: 'admin-panel' };
    if (!Object.prototype.hasOwnProperty.call(me, role)) return;
    document.documentElement.setAttribute('data-role', role);
    var started = new Map();
    var get = function (path) {
      var answer = fetch(path, {
        headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
      });
      answer.catch(function () {});
      started.set(path, answer);
      return answer;
    };
    get('/api/' + me[role] + '/me');
    var profile = /^\\/freelancer\\/profile(?:\\/(\\d{1,10}))?\\/?$/i.exec(location.pathname);
    var own = Number(claims.sub);
    var id = !profile ? 0 : profile[1] ? Number(profile[1]) : role === 'FREELANCER' ? own : 0;
    if (id > 0 && id < 2147483648 && (role !== 'FREELANCER' || id === own)) {
      get('/api/freelancer/' + id + '/profile-page').then(function (r) {
        return r.ok ? r.clone().json() : null;
      }).then(function (b) {
        var url = b && b.background && b.background.pictureUrl;
        if (typeof url !== 'string') return;
        var l = document.createElement('link');
        l.rel = 'preload';
        l.setAttribute('as', 'image');
        l.href = url;
        l.setAttribute('fetchpriority', 'high');
        document.head.appendChild(l);
        var paint = function () {
          var band = document.querySelector('[data-early-background]');
          if (!band) return;
          var img = document.createElement('img');
          img.className = band.getAttribute('data-early-background');
          img.alt = '';
          img.onload = function () { band.textContent = ''; band.appendChild(img); };
          img.src = url;
        };
        document.readyState == 'loading' ? document.addEventListener('DOMContentLoaded', paint) : paint();
      }).catch(function () {});
    }
    if (role === 'FREELANCER' && /^\\/freelancer\\/dashboard\\/?$/i.test(location.pathname)) {
      var mine = '/api/freelancer/me/assignments?state=';
      [mine + 'OFFERED', mine + 'ACCEPTED', '/api/notifications?page=0&size=20',
        '/api/complete/freelancer/me/details', '/api/opinions/freelancer/' + own].forEach(get);
    }
    window.__handlowoPrefetch = started;
  } catch (error) {}
})();
`;

/** The script as it goes into the page: one line, without the indentation. */
export const EARLY_FETCH_SCRIPT = SOURCE.trim()
  .split('\n')
  .map((line) => line.trim())
  .join('');

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** Every inline script (one without `src`) of a page, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? '',
  );
}
