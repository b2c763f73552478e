import type { FreelancerData } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activities,
  answeredUpTo,
  freelancerData,
  sectors,
  specializations,
  tools,
  workingHours,
} from '@/features/onboarding/freelancer/testing/freelancer-fixtures.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

/** A tiny stand-in server: GET /freelancer/me answers the current state, saves update it. */
function serve(initial: FreelancerData) {
  let me = initial;
  const update = (patch: Partial<FreelancerData>) => {
    me = { ...me, ...patch };
    return {};
  };
  const requests = mockFetch({
    'GET /api/freelancer/me': () => ({ json: me }),
    'GET /api/specialization': { json: specializations },
    'GET /api/workingHours': { json: workingHours },
    'GET /api/sectors': { json: sectors },
    'GET /api/activities': { json: activities },
    'GET /api/tools': { json: tools },
    'PATCH /api/freelancer/me/activities': () => ({}),
    'PATCH /api/freelancer/me/workingDays': (request) =>
      update({ workingDays: JSON.parse(String(request.body)) }),
    'PATCH /api/freelancer/tools': (request) =>
      update({
        salesTools: tools.filter((t) => JSON.parse(String(request.body)).includes(t.id)),
      }),
    'PATCH /api/onboarding': () => update({ isOnboardingPassed: true }),
  });
  return requests;
}

const patches = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'PATCH' && r.url === `/api${path}`);

describe('/freelancer/onboarding', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
  });

  it('resumes at the first unanswered step and pre-selects saved answers', async () => {
    serve(freelancerData(answeredUpTo(2)));
    const { user } = renderRoute('/freelancer/onboarding');

    expect(await screen.findByText('3 / 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'W które dni tygodnia możesz pracować?' }));
    // The subtitle above the question and the active category of the tracker.
    expect(screen.getAllByText('Dostępność i zarobki')).toHaveLength(2);
    // Tracker: 2 of 10 done, only the active category lists its steps.
    expect(screen.getByText('20%')).toBeInTheDocument();
    expect(screen.getByText('Dni dostępności')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText('Doświadczenie w sprzedaży')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await screen.findByText('2 / 10')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Handel B2B/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await screen.findByRole('radio', { name: /3-5 lat/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Wstecz' })).toBeDisabled();
  });

  it('shows ten specializations, expands to all and searches case-insensitively', async () => {
    serve(freelancerData(answeredUpTo(1)));
    const { user } = renderRoute('/freelancer/onboarding');

    await screen.findByText('Specjalizacja 1');
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Rozwiń wszystkie (+4)' }));
    expect(screen.getAllByRole('radio')).toHaveLength(14);
    expect(screen.getByRole('button', { name: 'Zwiń' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Szukaj'), 'HANDEL');
    const found = screen.getAllByRole('radio').map((radio) => radio.textContent);
    expect(found).toEqual(['Handel B2B', 'Handel detaliczny']);
  });

  it('keeps the working-days step until a day is chosen, then saves in calendar order', async () => {
    const requests = serve(freelancerData(answeredUpTo(2)));
    const { user } = renderRoute('/freelancer/onboarding');

    await user.click(await screen.findByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Wybierz co najmniej jeden dzień')).toBeInTheDocument();
    expect(patches(requests, '/freelancer/me/workingDays')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Środa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Poniedziałek' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByText('4 / 10')).toBeInTheDocument();
    const [save] = patches(requests, '/freelancer/me/workingDays');
    expect(JSON.parse(String(save?.body))).toEqual(['MONDAY', 'WEDNESDAY']);
    expect(await screen.findByRole('radio', { name: 'Do 20 godzin / tydzień' })).toBeVisible();
  });

  it('does nothing on the sector step while no sector is chosen', async () => {
    const requests = serve(freelancerData(answeredUpTo(7)));
    const { user } = renderRoute('/freelancer/onboarding');

    await screen.findByText('Sektor 1');
    const next = screen.getByRole('button', { name: 'Dalej' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    expect(patches(requests, '/sector/freelancer')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Rozwiń wszystkie (+2)' })).toBeInTheDocument();
  });

  it('lets the activities step stay empty and moves on without a call', async () => {
    const requests = serve(freelancerData(answeredUpTo(8)));
    const { user } = renderRoute('/freelancer/onboarding');

    expect(await screen.findByText('Zostaw puste jeśli nie świadczysz usługi')).toBeVisible();
    await screen.findByText('Cold calling');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByText('10 / 10')).toBeInTheDocument();
    expect(patches(requests, '/freelancer/me/activities')).toHaveLength(0);
  });

  it('saves the rated activities with their levels', async () => {
    const requests = serve(freelancerData(answeredUpTo(8)));
    const { user } = renderRoute('/freelancer/onboarding');

    const level = await screen.findByLabelText('Prowadzenie spotkań: Średniozaawansowany');
    await user.click(level);
    expect(level).toBeChecked();
    expect(screen.getByText('Średniozaawansowany')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    await waitFor(() => expect(patches(requests, '/freelancer/me/activities')).toHaveLength(1));
    const [save] = patches(requests, '/freelancer/me/activities');
    expect(JSON.parse(String(save?.body))).toEqual([{ activityId: 2, level: 3 }]);
  });

  it('saves the tools, finishes the onboarding and opens the profile', async () => {
    const requests = serve(freelancerData(answeredUpTo(9)));
    const { user, router } = renderRoute('/freelancer/onboarding');

    const crm = await screen.findByRole('region', { name: 'CRM' });
    await user.click(within(crm).getByRole('checkbox', { name: 'HubSpot' }));
    await user.click(screen.getByRole('button', { name: 'Zakończ i przejdź do panelu' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/freelancer/profile'));
    expect(JSON.parse(String(patches(requests, '/freelancer/tools')[0]?.body))).toEqual([2]);
    expect(patches(requests, '/onboarding')).toHaveLength(1);
    // The initial load plus one reload after the step's two saves, not one per save.
    const meLoads = requests.filter((r) => r.method === 'GET' && r.url === '/api/freelancer/me');
    expect(meLoads).toHaveLength(2);
  });
});
