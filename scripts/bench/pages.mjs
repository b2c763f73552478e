// The pages the benchmark opens: every call a screen of the web app sends at once on load.

/**
 * What the profile page loads (apps/web/src/features/profile, API.md D1–D44): the route guard's
 * `me` (A9 for the owner, A11 for an admin), every section's list, the portfolio's thumbnails and
 * the dictionaries that label what is shown (B5, B7, B11; D16 for the education and experience
 * places). The owner also gets the completeness card (D4).
 */
export function profilePageCalls({ id, token, viewer = 'owner' }) {
  const own = viewer === 'owner';
  return [
    own ? '/freelancer/me' : '/admin-panel/me',
    `/freelancer/me/${id}`,
    `/freelancer/bar/${id}`,
    ...(own ? ['/complete/freelancer/me/details'] : []),
    `/user/avatar/${id}`,
    `/user/avatar/${id}?size=small`,
    `/freelancer/backgroundPicture/${id}`,
    `/about/freelancer/${id}`,
    `/certificate/freelancer/${id}`,
    `/freelancer/tools/${id}`,
    `/activities/freelancer/${id}`,
    `/video/freelancer/${id}`,
    `/freelancer/${id}/portfolios?size=small`,
    `/opinions/freelancer/${id}`,
    `/opinions/freelancer/general/${id}`,
    `/opinions/freelancer/distribution/${id}`,
    `/workExperience/freelancer/${id}`,
    `/freelancer/education/${id}`,
    '/workingHours',
    '/incomeGoals',
    '/typeOfSales',
    '/states',
  ].map((path) => ({ method: 'GET', path, token }));
}

/** What /investor/service loads at once: A10 and the dictionaries of its steps. */
export function wizardCalls({ token }) {
  return [
    '/investor/me',
    '/pipeline',
    '/pipeline/2/main-task',
    '/company-size',
    '/buyer-person',
    '/industries',
    '/sectors',
    '/states',
  ].map((path) => ({ method: 'GET', path, token }));
}

/**
 * The i-th of a fixed pseudo-random sequence over `list` (a multiplicative hash of i): the floor's
 * pass asks for exactly the entries the real server's pass asked for.
 */
export function pick(list, i) {
  return list[(Math.imul(i + 1, 2654435761) >>> 0) % list.length];
}
