// The data the benchmark prepares through the API on its fresh server (and the reviews it writes
// in the database by itself): freelancers who finished onboarding with every profile list filled,
// an investor with a questionnaire and an order the admin assigned.
import { syntheticMp4 } from './upload-memory.mjs';

export const PASSWORD = 'Benchmark1!';
export const ADMIN_EMAIL = 'bench-admin@bench.handlowo.local';
/**
 * Items in every list of a prepared profile (the portfolio and reviews too), except the videos,
 * the heaviest uploads. The smoke mode makes them smaller.
 */
export const profileSize = { listItems: 10, videos: 5 };

export async function register(api, role, email) {
  return api.send({
    method: 'POST',
    path: `/auth/register/${role}`,
    json: { firstName: 'Jan', lastName: 'Testowy', email, company: 'Firma', password: PASSWORD },
  });
}

export async function login(api, email) {
  const { token } = await api.send({
    method: 'POST',
    path: '/auth/login',
    json: { email, password: PASSWORD },
  });
  return token;
}

/**
 * A freelancer who answered all ten onboarding steps (several items in every list, profileSize.listItems
 * services and sales tools: the profile shows those two) and finished.
 */
export async function prepareFreelancer(api, index) {
  const email = `bench-freelancer-${index}@bench.handlowo.local`;
  const { id } = await register(api, 'freelancer', email);
  const token = await login(api, email);
  const get = (path) => api.send({ method: 'GET', path, token });
  const save = (path, body) =>
    api.send({
      method: 'PATCH',
      path,
      token,
      ...(typeof body === 'string' ? { text: body } : { json: body }),
    });
  const [specializations, hours, goals, industries, salesTypes, sectors, activities, tools] =
    await Promise.all(
      [
        '/specialization',
        '/workingHours',
        '/incomeGoals',
        '/industries',
        '/typeOfSales',
        '/sectors',
        '/activities',
        '/tools',
      ].map(get),
    );
  const pick = (list, count) => list.slice(index, index + count);
  // The catalogue rotated by the freelancer's index: a full list for everyone, not the same one.
  const rotated = (list, count) => [...list.slice(index), ...list.slice(0, index)].slice(0, count);
  await save(`/specialization/freelancer/${id}`, String(specializations[index].id));
  await save('/freelancer/me/experienceLevel', 'SENIOR');
  await save('/freelancer/me/workingDays', ['MONDAY', 'TUESDAY', 'THURSDAY']);
  await save('/freelancer/me/workingHours', hours[0].workingHour);
  await save('/freelancer/me/incomeGoal', goals[0].incomeGoal);
  const subIndustries = industries.flatMap((industry) => industry.subIndustries);
  await save(
    '/freelancer/me/industries',
    pick(subIndustries, 4).map((s) => s.id),
  );
  await save('/freelancer/me/typeOfSales', salesTypes[0].typeOfSales);
  await save(
    '/sector/freelancer',
    pick(sectors, 3).map((s) => s.id),
  );
  await save(
    '/freelancer/me/activities',
    rotated(activities, profileSize.listItems).map((a, i) => ({
      activityId: a.id,
      level: (i % 5) + 1,
    })),
  );
  await save(
    '/freelancer/tools',
    rotated(tools, profileSize.listItems).map((t) => t.id),
  );
  await api.send({ method: 'PATCH', path: '/onboarding', token });
  return { id, email, token };
}

/**
 * Everything of part 1 of the profile a freelancer can fill: avatar, background, about with a
 * video, location and service area, languages.
 */
export async function completeProfile(api, { token }) {
  const { default: sharp } = await import('sharp');
  const picture = (width, height, color) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  const upload = async (path, method, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value]), name);
    }
    await api.send({ method, path, token, form });
  };
  await upload('/user/avatar', 'PATCH', { file: await picture(600, 600, '#c0392b') });
  await upload('/freelancer/backgroundPicture', 'PATCH', {
    file: await picture(1600, 300, '#2c3e50'),
  });
  await upload('/about', 'PATCH', {
    about: 'Od ośmiu lat sprzedaję oprogramowanie firmom z branży logistycznej.',
    mainPassion: 'Rozmowy, które kończą się długą współpracą.',
    video: syntheticMp4(256 * 1024),
  });
  await api.send({
    method: 'PATCH',
    path: '/freelancer/me/localization',
    token,
    json: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
  });
  await api.send({
    method: 'PATCH',
    path: '/freelancer/me/localization/workingArea',
    token,
    json: { workingArea: 'COUNTRY', workingAreaValue: 'POLAND' },
  });
  await api.send({
    method: 'PATCH',
    path: '/languages',
    token,
    json: [
      { language: 'POLISH', level: 5 },
      { language: 'ENGLISH', level: 4 },
    ],
  });
}

/**
 * The lists of part 2 of the profile through their endpoints: certificates, experience,
 * education, portfolio pictures (photo-sized JPEGs, re-encoded with a thumbnail by the server)
 * and videos (small synthetic MP4s: the page lists them, the player streams them later).
 */
export async function fillProfileLists(api, { token }) {
  const { default: sharp } = await import('sharp');
  const post = (path, json) => api.send({ method: 'POST', path, token, json });
  const upload = (path, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value]), `${name}.bin`);
    }
    return api.send({ method: 'POST', path, token, form });
  };
  const month = (year, monthIndex) => `${year}-${String(monthIndex).padStart(2, '0')}-01`;
  const place = { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' };
  for (let i = 0; i < profileSize.listItems; i++) {
    await post('/certificate/freelancer', {
      name: `Certyfikat sprzedaży B2B ${i + 1}`,
      info: 'Akademia Sprzedaży',
      dateOfObtaining: month(2010 + i, (i % 12) + 1),
      certificateType: i % 3 === 0 ? 'LICENSE' : 'CERTIFICATE',
      ...(i % 2 === 0 ? { endDate: month(2030 + i, 1) } : {}),
    });
    await post('/workExperience/freelancer', {
      jobTitle: `Key Account Manager ${i + 1}`,
      companyName: `Firma Handlowa ${i + 1}`,
      ...place,
      startDate: month(2000 + 2 * i, 3),
      endDate: i === profileSize.listItems - 1 ? null : month(2001 + 2 * i, 9),
    });
    await post('/freelancer/education', {
      nameOfEducation: `Zarządzanie sprzedażą ${i + 1}`,
      titleOfEducation: 'Szkoła Główna Handlowa',
      startDate: month(1995 + i, 10),
      endDate: month(1998 + i, 6),
      localization: place,
    });
    const picture = await sharp({
      create: {
        width: 1600,
        height: 1067,
        channels: 3,
        background: { r: 40 + i * 20, g: 90, b: 160 - i * 10 },
      },
    })
      .jpeg()
      .toBuffer();
    await upload('/freelancer/portfolios', {
      title: `Projekt ${i + 1}`,
      info: 'Wdrożenie procesu sprzedaży i CRM w firmie z branży logistycznej.',
      picture,
    });
  }
  for (let i = 0; i < profileSize.videos; i++) {
    await upload('/video', {
      title: `Nagranie ${i + 1}`,
      file: syntheticMp4(256 * 1024),
    });
  }
}

/** A registered investor (with its order #1) who answered the eight questionnaire steps. */
export async function prepareInvestor(api) {
  const email = 'bench-investor@bench.handlowo.local';
  await register(api, 'investor', email);
  const token = await login(api, email);
  const options = [
    ['/activity-destiny', 'activityDestiny'],
    ['/organization-stage', 'organizationStage'],
    ['/strategies', 'goToMarketStrategy'],
    ['/business-type', 'businessType'],
    ['/investor-role', 'investorRole'],
    ['/employee-count-range', 'employeeCountRange'],
  ];
  for (const [list, field] of options) {
    const [first] = await api.send({ method: 'GET', path: list, token });
    await api.send({ method: 'PATCH', path: `/investor/me/${field}`, token, text: first.name });
  }
  const save = (field, body) =>
    api.send({ method: 'PATCH', path: `/investor/me/${field}`, token, ...body });
  await save('salesDepartment', { json: true });
  await save('company-emails', { text: 'handel@firma.pl,szef@firma.pl' });
  await save('companySiteUrl', { text: 'https://firma.pl' });
  await save('companyDescription', { text: 'Hurtownia materiałów budowlanych.' });
  return { email, token };
}

/**
 * The investor's order as the wizard and an admin leave it (E3, E4, E9, F12, F15): a stage, four
 * services (two with a freelancer and an avatar), three products and a guardian. Returns the
 * order's id.
 */
export async function defineOrder(api, investor, freelancers) {
  const { token } = investor;
  const me = await api.send({ method: 'GET', path: '/investor/me', token });
  const orderId = me.orders[0].id;
  await api.send({ method: 'PATCH', path: `/order/${orderId}/pipeline/2`, token });
  const tasks = await api.send({ method: 'GET', path: '/pipeline/2/main-task', token });
  const services = [];
  for (const [index, task] of tasks.slice(0, 4).entries()) {
    services.push(
      await api.send({
        method: 'POST',
        path: '/order-activity',
        token,
        json: {
          amount: 100 + index,
          startDate: '2027-03-01',
          period: 3,
          description: 'Kontakt z firmami z listy i umawianie spotkań z osobami decyzyjnymi.',
          pipelineMainTaskId: task.id,
        },
      }),
    );
  }
  const [industries, sectors, sizes, persons] = await Promise.all(
    ['/industries', '/sectors', '/company-size', '/buyer-person'].map((path) =>
      api.send({ method: 'GET', path, token }),
    ),
  );
  for (let i = 0; i < 3; i++) {
    await api.send({
      method: 'POST',
      path: '/products',
      token,
      json: {
        name: `Produkt ${i + 1}`,
        subIndustryId: industries[i].subIndustries[0].id,
        description: 'Abonament z wdrożeniem.',
        sectorIds: sectors.slice(0, 3).map((sector) => sector.id),
        companySize: sizes.slice(0, 2).map((size) => size.name),
        buyerPersonIds: persons.slice(0, 3).map((person) => person.id),
        state: 'MAZOWIECKIE',
      },
    });
  }
  const admin = await login(api, ADMIN_EMAIL);
  const adminMe = await api.send({ method: 'GET', path: '/admin-panel/me', token: admin });
  await api.send({ method: 'PATCH', path: `/order/${orderId}/admin/${adminMe.id}`, token: admin });
  for (const [index, service] of services.slice(0, 2).entries()) {
    const freelancerId = freelancers[index % freelancers.length].id;
    await api.send({
      method: 'PATCH',
      path: `/order-activity/${service.id}/freelancer/${freelancerId}`,
      token: admin,
    });
  }
  return orderId;
}
