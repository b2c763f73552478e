#!/usr/bin/env node
// Bulk data for the admin tables' benchmark (issue 10): 100,000 freelancers and 20,000 investors
// (plus 500 temporary investors the panel must leave out) written straight into a migrated
// PostgreSQL database with multi-row `INSERT … SELECT generate_series`, not through the API.
//
//   node scripts/generate-admin-scale-data.mjs postgres://postgres@127.0.0.1:5432/hw_scale
//   DATABASE_URL=… node scripts/generate-admin-scale-data.mjs [--media-dir DATA_DIR/media] [--reset]
//
// The database must be migrated first (start the server against it once, or let `npm run bench`
// do it). Names are Polish (with Polish letters, the surname in the person's gender), companies
// and phones realistic, e-mails unique; about a seventh of the investors have an ACTIVE order.
// With `--media-dir` half of the freelancers get an avatar (a pool of small files, as the upload
// leaves them: the picture and its small rendition). Generated accounts carry a password hash
// that matches no password (nobody can log in as them); `--reset` deletes them first. Rows are
// deterministic in the row number, so two runs give the same data.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** Marks the generated accounts (and is no valid argon2 hash: login fails for them). */
export const GENERATED_HASH = '!generated-admin-scale-data';
const BATCH = 20_000;
const AVATAR_POOL = 200;

// biome-ignore format: a compact list
const MALE_FIRST = [
  'Adam', 'Andrzej', 'Bartłomiej', 'Błażej', 'Dawid', 'Grzegorz', 'Jakub', 'Jan', 'Jarosław',
  'Jędrzej', 'Józef', 'Kamil', 'Krzysztof', 'Łukasz', 'Maciej', 'Marek', 'Mateusz', 'Michał',
  'Mikołaj', 'Mirosław', 'Paweł', 'Piotr', 'Przemysław', 'Radosław', 'Rafał', 'Ryszard',
  'Sławomir', 'Stanisław', 'Szymon', 'Tomasz', 'Witold', 'Wojciech', 'Zbigniew', 'Zdzisław',
  'Bogusław', 'Czesław', 'Artur', 'Damian', 'Hubert', 'Oskar',
];
// biome-ignore format: a compact list
const FEMALE_FIRST = [
  'Agnieszka', 'Aleksandra', 'Alicja', 'Anna', 'Barbara', 'Beata', 'Bożena', 'Danuta', 'Dorota',
  'Elżbieta', 'Ewa', 'Grażyna', 'Halina', 'Iwona', 'Jadwiga', 'Joanna', 'Jolanta', 'Józefa',
  'Katarzyna', 'Krystyna', 'Łucja', 'Magdalena', 'Małgorzata', 'Maria', 'Marta', 'Monika',
  'Natalia', 'Paulina', 'Renata', 'Stanisława', 'Urszula', 'Weronika', 'Wiesława', 'Zofia',
  'Żaneta', 'Jagoda', 'Kinga', 'Oliwia', 'Patrycja', 'Teresa',
];
/** [male, female] surnames: the -ski/-cki ones change with gender, the others do not. */
// biome-ignore format: a compact list
const SURNAMES = [
  ['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'],
  ['Wójcik', 'Wójcik'], ['Kowalczyk', 'Kowalczyk'], ['Kamiński', 'Kamińska'],
  ['Lewandowski', 'Lewandowska'], ['Zieliński', 'Zielińska'], ['Szymański', 'Szymańska'],
  ['Woźniak', 'Woźniak'], ['Dąbrowski', 'Dąbrowska'], ['Kozłowski', 'Kozłowska'],
  ['Jankowski', 'Jankowska'], ['Mazur', 'Mazur'], ['Kwiatkowski', 'Kwiatkowska'],
  ['Krawczyk', 'Krawczyk'], ['Piotrowski', 'Piotrowska'], ['Grabowski', 'Grabowska'],
  ['Nowakowski', 'Nowakowska'], ['Pawłowski', 'Pawłowska'], ['Michalski', 'Michalska'],
  ['Nowicki', 'Nowicka'], ['Adamczyk', 'Adamczyk'], ['Dudek', 'Dudek'], ['Zając', 'Zając'],
  ['Wieczorek', 'Wieczorek'], ['Jabłoński', 'Jabłońska'], ['Król', 'Król'],
  ['Majewski', 'Majewska'], ['Olszewski', 'Olszewska'], ['Jaworski', 'Jaworska'],
  ['Wróbel', 'Wróbel'], ['Malinowski', 'Malinowska'], ['Pawlak', 'Pawlak'],
  ['Witkowski', 'Witkowska'], ['Walczak', 'Walczak'], ['Stępień', 'Stępień'],
  ['Górski', 'Górska'], ['Rutkowski', 'Rutkowska'], ['Michalak', 'Michalak'],
  ['Sikora', 'Sikora'], ['Ostrowski', 'Ostrowska'], ['Baran', 'Baran'], ['Duda', 'Duda'],
  ['Szewczyk', 'Szewczyk'], ['Tomaszewski', 'Tomaszewska'], ['Pietrzak', 'Pietrzak'],
  ['Marciniak', 'Marciniak'], ['Wróblewski', 'Wróblewska'], ['Zalewski', 'Zalewska'],
  ['Jakubowski', 'Jakubowska'], ['Jasiński', 'Jasińska'], ['Zawadzki', 'Zawadzka'],
  ['Sadowski', 'Sadowska'], ['Bąk', 'Bąk'], ['Chmielewski', 'Chmielewska'],
  ['Włodarczyk', 'Włodarczyk'], ['Borkowski', 'Borkowska'], ['Czarnecki', 'Czarnecka'],
  ['Sawicki', 'Sawicka'], ['Sokołowski', 'Sokołowska'], ['Urbański', 'Urbańska'],
  ['Kubiak', 'Kubiak'], ['Maciejewski', 'Maciejewska'], ['Szczepański', 'Szczepańska'],
  ['Kucharski', 'Kucharska'], ['Wilk', 'Wilk'], ['Kalinowski', 'Kalinowska'], ['Lis', 'Lis'],
  ['Mazurek', 'Mazurek'], ['Wysocki', 'Wysocka'], ['Adamski', 'Adamska'],
  ['Kaźmierczak', 'Kaźmierczak'], ['Wasilewski', 'Wasilewska'], ['Sobczak', 'Sobczak'],
  ['Czerwiński', 'Czerwińska'], ['Andrzejewski', 'Andrzejewska'], ['Cieślak', 'Cieślak'],
  ['Głowacki', 'Głowacka'], ['Zakrzewski', 'Zakrzewska'], ['Kołodziej', 'Kołodziej'],
  ['Sikorski', 'Sikorska'], ['Krajewski', 'Krajewska'], ['Gajewski', 'Gajewska'],
  ['Szymczak', 'Szymczak'], ['Szulc', 'Szulc'], ['Baranowski', 'Baranowska'],
  ['Laskowski', 'Laskowska'], ['Brzeziński', 'Brzezińska'], ['Makowski', 'Makowska'],
  ['Ziółkowski', 'Ziółkowska'], ['Przybylski', 'Przybylska'], ['Żak', 'Żak'],
  ['Żółkiewski', 'Żółkiewska'], ['Łuczak', 'Łuczak'], ['Ślęzak', 'Ślęzak'],
  ['Śliwiński', 'Śliwińska'], ['Źrałko', 'Źrałko'], ['Łęcki', 'Łęcka'],
];
// biome-ignore format: a compact list
const COMPANY_KINDS = [
  'Hurtownia', 'Przedsiębiorstwo Handlowe', 'Zakład Usługowy', 'Biuro Rachunkowe', 'Pracownia',
  'Agencja Sprzedaży', 'Drukarnia', 'Piekarnia', 'Warsztat', 'Centrum Szkoleń', 'Studio',
  'Kancelaria', 'Sklep', 'Spółdzielnia', 'Przychodnia', 'Transport',
];
// biome-ignore format: a compact list
const COMPANY_NAMES = [
  'Łączność', 'Źródło', 'Żuraw', 'Świt', 'Pomorze', 'Mazowsze', 'Śląsk', 'Kujawy', 'Orzeł',
  'Sokół', 'Bałtyk', 'Tatry', 'Wisła', 'Odra', 'Warta', 'Bursztyn', 'Jantar', 'Dąb', 'Lipa',
  'Grzybek', 'Złoty Kłos', 'Pszczółka', 'Słoneczko', 'Nowa Huta', 'Krakus', 'Gdańszczanin',
  'Łódź Handel', 'Poznań Trade', 'Wrocław Tech', 'Lublin Service', 'Rzeszów Media', 'Kielce Bud',
];
const COMPANY_FORMS = ['sp. z o.o.', 'S.A.', 's.c.', 'sp.j.', '', 'sp. k.'];
const DOMAINS = ['gmail.com', 'wp.pl', 'onet.pl', 'o2.pl', 'interia.pl', 'firma.pl', 'poczta.fm'];
const LEVELS = ['BEGINNER', 'JUNIOR', 'INTERMEDIATE', 'SENIOR', 'EXPERT'];

/** The lists above as one row of arrays (the statement's parameters $1…$9). */
const lists = `lists as (select $1::text[] as male, $2::text[] as female, $3::text[] as surname_m,
  $4::text[] as surname_f, $5::text[] as kinds, $6::text[] as names, $7::text[] as forms,
  $8::text[] as domains, $9::text[] as levels)`;

/**
 * The columns of user row `n` (a bigint from generate_series), as SQL over `lists`. Indexes use different multipliers so that names, companies and
 * dates do not move together.
 */
const userColumns = (companyNullWhen) => `
  case when n % 2 = 0 then female[1 + (n * 7 + n / 101) % cardinality(female)]
       else male[1 + (n * 7 + n / 101) % cardinality(male)] end as first_name,
  case when n % 2 = 0 then surname_f[1 + (n * 13 + n / 37) % cardinality(surname_f)]
       else surname_m[1 + (n * 13 + n / 37) % cardinality(surname_m)] end as last_name,
  case when ${companyNullWhen} then null
       else trim(kinds[1 + (n * 11) % cardinality(kinds)] || ' ' || names[1 + (n * 17 + n / 13) % cardinality(names)]
            || ' ' || forms[1 + (n * 5) % cardinality(forms)]) end as company,
  case when n % 4 = 3 then null
       else '+48 ' || (500 + n % 300) || '-' || lpad(((n * 37) % 1000)::text, 3, '0') || '-'
            || lpad(((n * 91 + 7) % 1000)::text, 3, '0') end as phone,
  now() - ((n * 7919) % (3 * 365 * 24 * 60)) * interval '1 minute' as created_at`;

/** first.last.n@domain, first-letter+last n, or last.first n, ASCII (Polish letters transliterated). */
const emailOf = `lower(translate(
    case n % 3
      when 0 then first_name || '.' || last_name || '.' || n
      when 1 then left(first_name, 1) || last_name || n
      else last_name || '.' || first_name || n end,
    'ĄĆĘŁŃÓŚŹŻąćęłńóśźż ', 'ACELNOSZZacelnoszz-'))
  || '@' || domains[1 + (n * 3) % cardinality(domains)]`;

/** Inserts users n ∈ [from, to] of `role`, then their role's rows, in one statement. */
function insertBatch({ role, from, to, mock, companyNullWhen, roleRows }) {
  return `
    with ${lists}, generated as (
      select n, ${userColumns(companyNullWhen)}
      from generate_series(${from}::bigint, ${to}::bigint) as n cross join lists
    ), inserted as (
      insert into users (email, password_hash, role, first_name, last_name, company, phone,
                         is_mock, is_onboarding_passed, created_at, updated_at)
      select ${emailOf}, '${GENERATED_HASH}', '${role}', first_name, last_name, company, phone,
             ${mock}, ${role === 'FREELANCER' ? 'n % 5 < 3' : 'false'}, created_at, created_at
      from generated cross join lists
      returning id, created_at
    )
    ${roleRows}`;
}

const freelancerRows = `
  insert into freelancers (user_id, experience_level, updated_at)
  select id, case when id % 10 = 0 then null else (select levels[1 + id % cardinality(levels)] from lists) end, created_at
  from inserted where id % 7 <> 0`;

/** Order #1 for everyone (as registration makes it): ACTIVE for a seventh, others spread. */
const investorRows = `
  , investor_rows as (insert into investors (user_id, updated_at) select id, created_at from inserted)
  insert into orders (investor_id, investor_order_number, status, created_at)
  select id, number,
    case when number = 1 and id % 7 = 0 then 'ACTIVE'
         when id % 11 = 0 then 'REALIZED'
         when id % 5 = 0 then 'VERYFICATION'
         else 'NEW' end,
    created_at
  from inserted cross join lateral generate_series(1, case when id % 6 = 0 then 2 else 1 end) as number`;

/**
 * Writes the data; `log` receives progress lines. Returns the counts it added. With `mediaDir`
 * (the server's `DATA_DIR/media`) half of the freelancers get an avatar from a pool of files.
 */
export async function generateAdminScaleData({
  databaseUrl,
  mediaDir,
  reset = false,
  freelancers = 100_000,
  investors = 20_000,
  mockInvestors = 500,
  log = console.log,
}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    const { rows: columns } = await client.query(
      `select 1 from information_schema.columns where table_name = 'users' and column_name = 'search_text'`,
    );
    if (columns.length === 0) {
      throw new Error('the database is not migrated: start the server against it once first');
    }
    const { rows: existing } = await client.query(
      'select count(*)::int as n from users where password_hash = $1',
      [GENERATED_HASH],
    );
    if (existing[0].n > 0) {
      if (!reset) {
        throw new Error(
          `${existing[0].n} generated users exist already: pass --reset to replace them`,
        );
      }
      log(`[scale] deleting ${existing[0].n} generated users`);
      await client.query('delete from users where password_hash = $1', [GENERATED_HASH]);
    }
    const params = [
      MALE_FIRST,
      FEMALE_FIRST,
      SURNAMES.map(([male]) => male),
      SURNAMES.map(([, female]) => female),
      COMPANY_KINDS,
      COMPANY_NAMES,
      COMPANY_FORMS,
      DOMAINS,
      LEVELS,
    ];
    const groups = [
      // Freelancers: n 1…F; four in ten without a company.
      {
        role: 'FREELANCER',
        first: 1,
        count: freelancers,
        mock: false,
        companyNullWhen: 'n % 10 < 4',
        roleRows: freelancerRows,
      },
      // Investors: n after the freelancers'; one in twenty without a company.
      {
        role: 'INVESTOR',
        first: 1_000_001,
        count: investors,
        mock: false,
        companyNullWhen: 'n % 20 = 0',
        roleRows: investorRows,
      },
      {
        role: 'INVESTOR',
        first: 2_000_001,
        count: mockInvestors,
        mock: true,
        companyNullWhen: 'n % 3 = 0',
        roleRows: investorRows,
      },
    ];
    for (const group of groups) {
      for (let from = group.first; from < group.first + group.count; from += BATCH) {
        const to = Math.min(from + BATCH, group.first + group.count) - 1;
        await client.query('begin');
        await client.query(insertBatch({ ...group, from, to }), params);
        await client.query('commit');
        const kind = group.mock ? 'temporary investors' : `${group.role.toLowerCase()}s`;
        log(`[scale] ${kind} ${from - group.first + 1}–${to - group.first + 1} (${elapsed()})`);
      }
    }
    if (mediaDir) {
      await giveAvatars(client, mediaDir);
      log(`[scale] avatars for half of the freelancers from ${AVATAR_POOL} files (${elapsed()})`);
    }
    // Fresh statistics and visibility map: the planner and index-only scans see the new rows.
    await client.query('vacuum analyze users, orders, freelancers, investors, pictures');
    log(`[scale] vacuum analyze done (${elapsed()})`);
    return { freelancers, investors, mockInvestors, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** A pool of avatar files (picture and small rendition) and a row for every second freelancer. */
async function giveAvatars(client, mediaDir) {
  const { default: sharp } = await import('sharp');
  const { randomBytes } = await import('node:crypto');
  await mkdir(mediaDir, { recursive: true });
  const keys = [];
  for (let i = 0; i < AVATAR_POOL; i++) {
    const color = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 };
    const picture = (size) =>
      sharp({ create: { width: size, height: size, channels: 3, background: color } })
        .webp()
        .toBuffer();
    const key = () => `${randomBytes(32).toString('base64url')}.webp`;
    const pair = { full: key(), small: key() };
    await writeFile(join(mediaDir, pair.full), await picture(512));
    await writeFile(join(mediaDir, pair.small), await picture(96));
    keys.push(pair);
  }
  await client.query(
    `insert into pictures (user_id, kind, storage_key, small_storage_key, content_type, width, height, byte_size)
     select id, 'AVATAR', ($1::text[])[1 + id % cardinality($1::text[])], ($2::text[])[1 + id % cardinality($2::text[])],
            'image/webp', 512, 512, 2048
     from users where role = 'FREELANCER' and password_hash = $3 and id % 2 = 0
     on conflict do nothing`,
    [keys.map((k) => k.full), keys.map((k) => k.small), GENERATED_HASH],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'media-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      freelancers: { type: 'string' },
      investors: { type: 'string' },
    },
  });
  const databaseUrl = positionals[0] ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'usage: generate-admin-scale-data.mjs <postgres-url> [--media-dir dir] [--reset]',
    );
    process.exit(2);
  }
  try {
    const result = await generateAdminScaleData({
      databaseUrl,
      mediaDir: values['media-dir'],
      reset: values.reset,
      ...(values.freelancers ? { freelancers: Number(values.freelancers) } : {}),
      ...(values.investors ? { investors: Number(values.investors) } : {}),
    });
    console.log(
      `[scale] ${result.freelancers} freelancers, ${result.investors} investors and ` +
        `${result.mockInvestors} temporary investors in ${result.seconds.toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`[scale] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
