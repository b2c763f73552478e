import { experienceLevel, orderStatus, reviewCategory, voivodeship } from '@handlowo/contract';
import {
  COMPANY_FORMS,
  COMPANY_KINDS,
  COMPANY_NAMES,
  EMAIL_DOMAINS,
  FEMALE_FIRST,
  MALE_FIRST,
  SURNAMES,
} from '../polish-people.ts';
import type { PicturePool, PoolPicture } from './picture-pool.ts';
import {
  ABOUT_ENDINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  CERTIFICATE_ISSUERS,
  CERTIFICATE_NAMES,
  FIELDS_OF_STUDY,
  INSTITUTIONS,
  JOB_TITLES,
  OTHER_LANGUAGES,
  PASSIONS,
  PLACES,
  PORTFOLIO_INFOS,
  PORTFOLIO_TITLES,
  REVIEW_TEXTS,
  SERVICE_DESCRIPTIONS,
  WORKING_DAYS,
} from './scale-texts.ts';

/*
 * The statements of the scale data: each one `INSERT … SELECT` over generate_series or over the
 * generated users, every value a function of a row number, so two runs write the same data. The
 * text lists are inlined as array literals (our own constants), which keeps the statements free of
 * parameters and the same on PGlite and node-postgres.
 *
 * Row numbers: the i-th generated freelancer (by id) is n = i; investors are 1,000,001…, temporary
 * investors 2,000,001…, admins 3,000,001…, which keeps their e-mails apart.
 */

/**
 * Marks the generated accounts, and is no valid argon2 hash, so nobody can log in as them. Issue
 * 10's bulk script used the same value, so a reset also removes what it wrote.
 */
export const GENERATED_HASH = '!generated-admin-scale-data';

export const FIRST_ROW = { FREELANCER: 1, INVESTOR: 1_000_001, MOCK: 2_000_001, ADMIN: 3_000_001 };

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (list: readonly string[]) => `array[${list.map(quote).join(', ')}]::text[]`;
const intArray = (list: readonly number[]) => `array[${list.join(', ')}]::int[]`;
const H = quote(GENERATED_HASH);

/** `list[1 + expr % cardinality(list)]`: the list item a row number picks. */
const pickFrom = (list: string, expr: string) => `${list}[1 + (${expr}) % cardinality(${list})]`;

const lists = `lists as (select
  ${textArray(MALE_FIRST)} as male, ${textArray(FEMALE_FIRST)} as female,
  ${textArray(SURNAMES.map(([male]) => male))} as surname_m,
  ${textArray(SURNAMES.map(([, female]) => female))} as surname_f,
  ${textArray(COMPANY_KINDS)} as kinds, ${textArray(COMPANY_NAMES)} as names,
  ${textArray(COMPANY_FORMS)} as forms, ${textArray(EMAIL_DOMAINS)} as domains,
  ${textArray(experienceLevel.keys)} as levels, ${textArray(WORKING_DAYS)} as days,
  ${textArray(PLACES)} as places, ${textArray(voivodeship.keys)} as states,
  ${textArray(ABOUT_OPENINGS)} as about1, ${textArray(ABOUT_MIDDLES)} as about2,
  ${textArray(ABOUT_ENDINGS)} as about3, ${textArray(PASSIONS)} as passions,
  ${textArray(CERTIFICATE_NAMES)} as cert_names, ${textArray(CERTIFICATE_ISSUERS)} as cert_issuers,
  ${textArray(JOB_TITLES)} as jobs, ${textArray(FIELDS_OF_STUDY)} as fields,
  ${textArray(INSTITUTIONS)} as institutions, ${textArray(PORTFOLIO_TITLES)} as portfolio_titles,
  ${textArray(PORTFOLIO_INFOS)} as portfolio_infos, ${textArray(OTHER_LANGUAGES)} as languages,
  ${textArray(SERVICE_DESCRIPTIONS)} as service_texts, ${textArray(REVIEW_TEXTS)} as review_texts,
  ${textArray(reviewCategory.keys)} as categories)`;

/** The generated freelancers with their row number n (1…) and whether theirs is a full profile. */
const ranked = (fullProfiles: number) => `ranked as (
  select id, created_at, is_onboarding_passed as onboarded, n, n <= ${fullProfiles} as full_profile
  from (select id, created_at, is_onboarding_passed, row_number() over (order by id) as n
        from users where password_hash = ${H} and role = 'FREELANCER') numbered)`;

/* Accounts */

/** Columns of user row `n` over `lists`; different multipliers keep names and dates apart. */
const userColumns = (companyNullWhen: string, createdAt: string) => `
  case when n % 2 = 0 then ${pickFrom('female', 'n * 7 + n / 101')}
       else ${pickFrom('male', 'n * 7 + n / 101')} end as first_name,
  case when n % 2 = 0 then ${pickFrom('surname_f', 'n * 13 + n / 37')}
       else ${pickFrom('surname_m', 'n * 13 + n / 37')} end as last_name,
  case when ${companyNullWhen} then null
       else trim(left(${pickFrom('kinds', 'n * 11')} || ' ' || ${pickFrom('names', 'n * 17 + n / 13')}
            || ' ' || ${pickFrom('forms', 'n * 5')}, 50)) end as company,
  case when n % 4 = 3 then null
       else '+48 ' || (500 + n % 300) || '-' || lpad(((n * 37) % 1000)::text, 3, '0') || '-'
            || lpad(((n * 91 + 7) % 1000)::text, 3, '0') end as phone,
  ${createdAt} as created_at`;

/** first.last.n@domain, f.lastn@ or last.firstn@, ASCII (Polish letters transliterated). */
const personalEmail = `lower(translate(
    case n % 3
      when 0 then first_name || '.' || last_name || '.' || n
      when 1 then left(first_name, 1) || last_name || n
      else last_name || '.' || first_name || n end,
    'ĄĆĘŁŃÓŚŹŻąćęłńóśźż ', 'ACELNOSZZacelnoszz-'))
  || '@' || ${pickFrom('domains', 'n * 3')}`;

/** Up to three years back, minute by minute. */
const pastCreatedAt = `now() - ((n * 7919) % (3 * 365 * 24 * 60)) * interval '1 minute'`;

export interface UserBatch {
  role: 'FREELANCER' | 'INVESTOR' | 'ADMIN';
  from: number;
  to: number;
  mock?: boolean;
  /** SQL over n: whether the onboarding is finished. */
  onboarded?: string;
}

export function insertUsers({ role, from, to, mock = false, onboarded = 'false' }: UserBatch) {
  const companyNullWhen = { FREELANCER: 'n % 10 < 4', INVESTOR: 'n % 20 = 0', ADMIN: 'true' }[role];
  // Temporary investors are recent: the hourly clean-up deletes the old ones.
  const createdAt = mock ? `now() - (n % 2880) * interval '1 minute'` : pastCreatedAt;
  const email =
    role === 'ADMIN'
      ? `'opiekun' || (n - ${FIRST_ROW.ADMIN - 1}) || '.scale@handlowo.local'`
      : personalEmail;
  // Made-up addresses that no mail reaches: every account counts as verified (ADR 017).
  return `with ${lists}, generated as (
      select n, ${userColumns(mock ? 'n % 3 = 0' : companyNullWhen, createdAt)}
      from generate_series(${from}::bigint, ${to}::bigint) as n cross join lists)
    insert into users (email, password_hash, role, first_name, last_name, company, phone,
                       is_mock, is_onboarding_passed, created_at, updated_at, email_verified_at)
    select ${email}, ${H}, '${role}', first_name, last_name, company, phone, ${mock},
           ${onboarded}, created_at, created_at, created_at
    from generated cross join lists order by n`;
}

/* Freelancers: the answers row, the onboarding's lists and the profile */

const referenceArrays = `ref as (select
  (select array_agg(id order by position) from specializations) as specializations,
  (select array_agg(working_hour order by position) from working_hours) as hours,
  (select array_agg(income_goal order by position) from income_goals) as goals,
  (select array_agg(type_of_sales order by position) from types_of_sales) as sales,
  (select array_agg(id order by position) from sub_industries) as sub_industries,
  (select array_agg(id order by position) from sectors) as sectors,
  (select array_agg(id order by position) from activities) as activities,
  (select array_agg(id order by position) from sales_tools) as tools)`;

const place = (expr: string) => pickFrom('places', expr);

/** The answers row: every finished onboarding has all B answers; full profiles the D texts too. */
export function insertFreelancerRows(fullProfiles: number) {
  return `with ${lists}, ${referenceArrays}, ${ranked(fullProfiles)}
    insert into freelancers (user_id, experience_level, specialization_id, working_days,
      working_hours, income_goal, type_of_sales, about, main_passion, country, state, city,
      working_area, working_area_value, account_status, visibility_status, updated_at)
    select id,
      case when onboarded or n % 10 <> 0 then ${pickFrom('levels', 'n * 3')} end,
      case when onboarded then ${pickFrom('specializations', 'n * 7')} end,
      case when onboarded then string_to_array(${pickFrom('days', 'n')}, ',') else '{}' end,
      case when onboarded then ${pickFrom('hours', 'n * 3 + 1')} end,
      case when onboarded then ${pickFrom('goals', 'n * 7 + 2')} end,
      case when onboarded then ${pickFrom('sales', 'n')} end,
      case when full_profile then ${pickFrom('about1', 'n')} || ' ' || ${pickFrom('about2', 'n * 3')}
        || ' ' || ${pickFrom('about3', 'n * 7')} end,
      case when full_profile and n % 4 <> 0 then ${pickFrom('passions', 'n * 5')} end,
      case when full_profile then 'POLAND' end,
      case when full_profile then split_part(${place('n * 7')}, '|', 1) end,
      case when full_profile then split_part(${place('n * 7')}, '|', 2) end,
      case when full_profile then case when n % 2 = 0 then 'COUNTRY' else 'STATE' end end,
      case when full_profile then case when n % 2 = 0 then 'POLAND'
        else split_part(${place('n * 7')}, '|', 1) end end,
      case when full_profile and n % 3 = 0 then 'NORMAL' else 'LIMITED' end,
      case when n % 17 = 0 then 'LIMITED' else 'NORMAL' end,
      created_at
    from ranked, lists, ref
    where onboarded or n % 7 <> 0`;
}

/**
 * One of the onboarding's ordered choices for every finished onboarding: `count` (SQL over n)
 * distinct items, the j-th at `step * j` past the row's start.
 */
function onboardingList(table: string, column: string, list: string, count: string, step: number) {
  return (fullProfiles: number) => `with ${referenceArrays}, ${ranked(fullProfiles)}
    insert into ${table} (freelancer_id, ${column}, position)
    select id, ${pickFrom(list, `n * 7 + j * ${step}`)}, j
    from ranked cross join ref cross join lateral generate_series(0, (${count})::int - 1) as j
    where onboarded`;
}

export const insertSubIndustries = onboardingList(
  'freelancer_sub_industries',
  'sub_industry_id',
  'sub_industries',
  '2 + n % 2',
  5,
);
export const insertSectors = onboardingList(
  'freelancer_sectors',
  'sector_id',
  'sectors',
  '2 + n % 2',
  3,
);
export const insertTools = onboardingList('freelancer_tools', 'tool_id', 'tools', '3 + n % 4', 7);

/** B9 and the services section: 3–5 services with a level 1–5. */
export function insertActivities(fullProfiles: number) {
  return `with ${referenceArrays}, ${ranked(fullProfiles)}
    insert into freelancer_activities (freelancer_id, activity_id, level, position)
    select id, ${pickFrom('activities', 'n * 5 + j * 3')}, 1 + (n + j * 2) % 5, j
    from ranked cross join ref cross join lateral generate_series(0, (3 + n % 3)::int - 1) as j
    where onboarded`;
}

/** Polish (native), English and for every second one a third language. */
export function insertLanguages(fullProfiles: number) {
  return `with ${lists}, ${ranked(fullProfiles)}
    insert into freelancer_languages (freelancer_id, language, level, position)
    select id, language, level, position from ranked cross join lists cross join lateral (
      values ('POLISH', 5, 0), ('ENGLISH', 2 + (n % 4)::int, 1),
             (${pickFrom('languages', 'n')}, 1 + (n % 3)::int, 2)) as l(language, level, position)
    where full_profile and (position < 2 or n % 2 = 0)`;
}

/** The first day of a month, `months` after `start`. */
const monthAfter = (start: string, months: string) =>
  `(date '${start}' + (${months}) * interval '1 month')::date`;

export function insertCertificates(fullProfiles: number) {
  const obtained = monthAfter('2012-01-01', '(n * 7 + j * 17) % 150');
  return `with ${lists}, ${ranked(fullProfiles)}
    insert into certificates (freelancer_id, name, info, certificate_type, date_of_obtaining,
                              end_date, created_at)
    select id, ${pickFrom('cert_names', 'n + j * 3')}, ${pickFrom('cert_issuers', 'n * 3 + j')},
      case when (n + j) % 4 = 0 then 'LICENSE' else 'CERTIFICATE' end, ${obtained},
      case when (n + j) % 3 = 0 then (${obtained} + interval '3 years')::date end, created_at
    from ranked cross join lists cross join generate_series(0, 2) as j
    where full_profile`;
}

/** 2–3 jobs one after another; the last one is ongoing. */
export function insertWorkExperiences(fullProfiles: number) {
  const start = monthAfter('2008-01-01', 'j * 40 + n % 24');
  return `with ${lists}, ${ranked(fullProfiles)}
    insert into work_experiences (freelancer_id, job_title, company_name, country, state, city,
                                  start_date, end_date, created_at)
    select id, ${pickFrom('jobs', 'n + j * 3')},
      trim(left(${pickFrom('kinds', 'n * 3 + j')} || ' ' || ${pickFrom('names', 'n * 5 + j * 7')}
        || ' ' || ${pickFrom('forms', 'n + j')}, 50)),
      'POLAND', split_part(${place('n * 3 + j * 11')}, '|', 1), split_part(${place('n * 3 + j * 11')}, '|', 2),
      ${start},
      case when j < 1 + n % 2 then (${start} + (24 + n % 12) * interval '1 month')::date end,
      created_at
    from ranked cross join lists cross join lateral generate_series(0, (1 + n % 2)::int) as j
    where full_profile`;
}

/** A degree, and for every second one a postgraduate study after it. */
export function insertEducations(fullProfiles: number) {
  const start = monthAfter('2002-10-01', '(n % 6) * 12 + j * 72');
  return `with ${lists}, ${ranked(fullProfiles)}
    insert into educations (freelancer_id, field_of_study, institution, country, state, city,
                            start_date, end_date, created_at)
    select id, ${pickFrom('fields', 'n + j * 3')}, ${pickFrom('institutions', 'n * 7 + j')},
      'POLAND', split_part(${place('n * 5 + j')}, '|', 1), split_part(${place('n * 5 + j')}, '|', 2),
      ${start}, (${start} + (case when j = 0 then 60 else 12 end) * interval '1 month')::date,
      created_at
    from ranked cross join lists cross join lateral generate_series(0, (n % 2)::int) as j
    where full_profile`;
}

/* Pictures: rows pointing at the pool's files */

const poolArrays = (pool: readonly PoolPicture[]) => `
  ${textArray(pool.map((p) => p.main.key))} as keys,
  ${textArray(pool.map((p) => p.small?.key ?? ''))} as small_keys,
  ${intArray(pool.map((p) => p.main.bytes))} as bytes`;

function pictureColumns(pool: readonly PoolPicture[], index: string) {
  const first = pool[0];
  if (!first) throw new Error('the picture pool is empty');
  return `${pickFrom('keys', index)}, nullif(${pickFrom('small_keys', index)}, ''),
    'image/webp', ${first.main.width}, ${first.main.height}, ${pickFrom('bytes', index)}`;
}

/** Avatars: every full profile and every second other freelancer; a third of the investors. */
export function insertAvatars(pool: PicturePool, fullProfiles: number) {
  return `with pool as (select ${poolArrays(pool.avatars)}), ${ranked(fullProfiles)},
    investors as (select id, created_at, row_number() over (order by id) as n from users
                  where password_hash = ${H} and role = 'INVESTOR' and not is_mock),
    owners as (select id, created_at, n from ranked where full_profile or n % 2 = 0
               union all select id, created_at, n + 1000000 from investors where n % 3 = 0)
    insert into pictures (user_id, kind, storage_key, small_storage_key, content_type, width,
                          height, byte_size, created_at)
    select id, 'AVATAR', ${pictureColumns(pool.avatars, 'n * 7')}, created_at
    from owners cross join pool`;
}

export function insertBackgrounds(pool: PicturePool, fullProfiles: number) {
  return `with pool as (select ${poolArrays(pool.backgrounds)}), ${ranked(fullProfiles)}
    insert into pictures (user_id, kind, storage_key, small_storage_key, content_type, width,
                          height, byte_size, created_at)
    select id, 'BACKGROUND', ${pictureColumns(pool.backgrounds, 'n * 3')}, created_at
    from ranked cross join pool where full_profile`;
}

/** Three portfolio projects of every full profile. */
export function insertPortfolio(pool: PicturePool, fullProfiles: number) {
  return `with ${lists}, pool as (select ${poolArrays(pool.portfolio)}), ${ranked(fullProfiles)}
    insert into pictures (user_id, kind, storage_key, small_storage_key, content_type, width,
                          height, byte_size, title, info, created_at)
    select id, 'PORTFOLIO', ${pictureColumns(pool.portfolio, 'n * 3 + j')},
      ${pickFrom('portfolio_titles', 'n + j * 3')}, ${pickFrom('portfolio_infos', 'n * 3 + j')},
      created_at + j * interval '1 day'
    from ranked cross join lists cross join pool cross join generate_series(0, 2) as j
    where full_profile`;
}

/* Investors and their orders */

/** The answers row of every generated investor (the temporary ones answered nothing yet). */
export function insertInvestorRows() {
  const option = (table: string) =>
    `(select array_agg(name order by position) from ${table}) as ${table}`;
  return `with options as (select
      ${option('activity_destinies')}, ${option('organization_stages')},
      ${option('go_to_market_strategies')}, ${option('business_types')},
      ${option('investor_roles')}, ${option('employee_count_ranges')}),
    investors as (select id, is_mock, created_at, row_number() over (order by id) as n from users
                  where password_hash = ${H} and role = 'INVESTOR')
    insert into investors (user_id, activity_destiny, organization_stage, sales_department,
      go_to_market_strategy, business_type, investor_role, employee_count_range,
      privacy_accepted_at, regulations_accepted_at, registered_at, updated_at)
    select id,
      case when not is_mock then ${pickFrom('activity_destinies', 'n')} end,
      case when not is_mock then ${pickFrom('organization_stages', 'n * 3')} end,
      case when not is_mock then n % 3 <> 0 end,
      case when not is_mock then ${pickFrom('go_to_market_strategies', 'n * 5')} end,
      case when not is_mock then ${pickFrom('business_types', 'n * 7')} end,
      case when not is_mock then ${pickFrom('investor_roles', 'n * 11')} end,
      case when not is_mock then ${pickFrom('employee_count_ranges', 'n * 13')} end,
      case when not is_mock then created_at end, case when not is_mock then created_at end,
      case when not is_mock then created_at end, created_at
    from investors cross join options`;
}

const [NEW, VERIFICATION, ACTIVE, REALIZED] = orderStatus.keys;

/**
 * 1–4 orders per investor (order #1 is the registration's), in every status: of ten, three NEW,
 * two VERYFICATION, two ACTIVE, three REALIZED; a guardian on all but NEW. A temporary investor
 * has its one NEW order.
 */
export function insertOrders() {
  return `with investors as (
      select id, is_mock, created_at, row_number() over (order by id) as n from users
      where password_hash = ${H} and role = 'INVESTOR'),
    pools as (select
      (select array_agg(id order by id) from users where password_hash = ${H} and role = 'ADMIN') as admins,
      (select array_agg(id order by position) from pipelines) as pipelines),
    numbered as (
      select i.id, i.n, i.created_at, k, count,
        case when i.is_mock then '${NEW}'
          else (array['${NEW}', '${NEW}', '${NEW}', '${VERIFICATION}', '${VERIFICATION}', '${ACTIVE}',
                      '${ACTIVE}', '${REALIZED}', '${REALIZED}', '${REALIZED}'])[1 + (i.n * 7 + k * 3) % 10]
        end as status
      from investors i
      cross join lateral (select case when i.is_mock then 1 else 1 + (i.n % 4)::int end as count) c
      cross join lateral generate_series(1, count) as k)
    insert into orders (investor_id, investor_order_number, status, pipeline_id, admin_id, created_at)
    select id, k, status,
      case when status <> '${NEW}' or (n + k) % 2 = 0 then ${pickFrom('pipelines', 'n + k * 2')} end,
      case when status <> '${NEW}' then ${pickFrom('admins', 'n + k')} end,
      created_at + (now() - created_at) * ((k - 1)::float8 / count)
    from numbered cross join pools`;
}

/** A category score 1–5 of the rating of service (order, task), mostly fours and fives. */
const categoryScore = (order: string, task: string, category: string) =>
  `(array[5, 5, 5, 5, 5, 4, 4, 4, 3, 2])[1 + (${order} * 7 + ${task} * 11 + ${category} * 3) % 10]`;

/**
 * 1–3 services of the order's stage. Their freelancers: all of them on ACTIVE and REALIZED orders
 * (REALIZED ones go to full profiles, whose reviews they become), the first of several on some
 * VERYFICATION ones. Four in five services of REALIZED orders are rated.
 */
export function insertOrderActivities(fullProfiles: number) {
  const scoreSum = [1, 2, 3, 4].map((c) => categoryScore('o.id', 't.id', String(c))).join(' + ');
  const onboarded = pickFrom('onboarded', '(o.id * 3 + j) * 7');
  // Round robin over the full profiles, so that nearly every one of them gets reviews.
  const realizedRank = 'row_number() over (partition by o.status order by o.id, j) - 1';
  return `with ${lists}, ${ranked(fullProfiles)},
    tasks as (select id, pipeline_id, row_number() over (partition by pipeline_id order by position) as rn,
                     count(*) over (partition by pipeline_id) as count from pipeline_main_tasks),
    pools as (select
      (select array_agg(id order by id) from ranked where onboarded) as onboarded,
      (select array_agg(id order by id) from ranked where full_profile) as full_profiles),
    generated_orders as (select o.* from orders o join users u on u.id = o.investor_id
                         where u.password_hash = ${H} and o.pipeline_id is not null)
    insert into order_activities (order_id, pipeline_main_task_id, amount, period, start_date,
                                  description, freelancer_id, score, created_at)
    select o.id, t.id, 5 + (o.id * 37 + j * 11) % 96, (array[1, 2, 3, 6])[1 + (o.id + j) % 4],
      (o.created_at + interval '7 days')::date, ${pickFrom('service_texts', 'o.id + j')},
      case o.status
        when '${REALIZED}' then coalesce(${pickFrom('full_profiles', realizedRank)}, ${onboarded})
        when '${ACTIVE}' then ${onboarded}
        when '${VERIFICATION}' then case when j = 0 and o.id % 3 <> 0 then ${onboarded} end
      end,
      case when o.status = '${REALIZED}' and (o.id + t.id) % 5 <> 0 then (${scoreSum}) / 4.0 end,
      o.created_at
    from generated_orders o cross join lateral generate_series(0, (o.id % 3)::int) as j
    join tasks t on t.pipeline_id = o.pipeline_id and t.rn = 1 + (o.id + j) % t.count
    cross join lists cross join pools`;
}

/** The review of every rated service (F16 writes the same: the investor is its author). */
export function insertReviews() {
  const score = categoryScore('a.order_id', 'a.pipeline_main_task_id', 'c.position');
  return `with ${lists}, rated as (
      select a.id, a.freelancer_id, a.start_date, a.period, o.investor_id, u.first_name, u.last_name
      from order_activities a join orders o on o.id = a.order_id join users u on u.id = o.investor_id
      where u.password_hash = ${H} and a.score is not null and a.freelancer_id is not null),
    inserted as (
      insert into reviews (freelancer_id, author_id, author_first_name, author_last_name,
                           order_activity_id, text, author_type, created_at)
      select freelancer_id, investor_id, first_name, last_name, id,
        ${pickFrom('review_texts', 'id')}, 'INVESTOR', least(now(), start_date + period * interval '1 month')
      from rated cross join lists order by id
      returning id, order_activity_id)
    insert into review_scores (review_id, category, score)
    select inserted.id, c.category, ${score}
    from inserted join order_activities a on a.id = inserted.order_activity_id
    cross join lists cross join unnest(lists.categories) with ordinality as c(category, position)`;
}

/** The orders' mean of their rated services, as F16 keeps it. */
export function updateOrderAverages() {
  return `update orders o set average_score = s.average
    from (select a.order_id, round(avg(a.score::numeric), 2)::float8 as average
          from order_activities a join orders o2 on o2.id = a.order_id
          join users u on u.id = o2.investor_id
          where u.password_hash = ${H} and a.score is not null group by a.order_id) s
    where o.id = s.order_id`;
}

/* Counting and deleting */

export const countGenerated = `select count(*)::int as count from users where password_hash = ${H}`;

export const countWritten = `select
  (select count(*)::int from users where password_hash = ${H} and role = 'FREELANCER') as freelancers,
  (select count(*)::int from users where password_hash = ${H} and role = 'INVESTOR' and not is_mock) as investors,
  (select count(*)::int from orders o join users u on u.id = o.investor_id
   where u.password_hash = ${H}) as orders`;

export const fullProfileIds = (fullProfiles: number) =>
  `with ${ranked(fullProfiles)} select id from ranked where full_profile order by id`;

const generatedIds = `(select id from users where password_hash = ${H})`;
const generatedOrders = `(select id from orders where investor_id in ${generatedIds})`;

/**
 * Deletes the generated accounts and everything of theirs, table by table: one set-based delete
 * each is far faster than letting every deleted user cascade row by row (and the reviews' author
 * column has no index, so each deleted user scans the reviews: they must be few by then).
 */
export const deleteGenerated = [
  `delete from review_scores where review_id in (select id from reviews
     where freelancer_id in ${generatedIds} or author_id in ${generatedIds})`,
  `delete from reviews where freelancer_id in ${generatedIds} or author_id in ${generatedIds}`,
  // Deleting a user looks for its reviews by the unindexed author column, a scan of the table
  // per user: without the dead rows just deleted, that scan is a page or two.
  'vacuum reviews',
  `delete from order_activities where order_id in ${generatedOrders}`,
  `update order_activities set freelancer_id = null where freelancer_id in ${generatedIds}`,
  `delete from orders where investor_id in ${generatedIds}`,
  `update orders set admin_id = null where admin_id in ${generatedIds}`,
  ...[
    'freelancer_sub_industries',
    'freelancer_sectors',
    'freelancer_activities',
    'freelancer_tools',
    'freelancer_languages',
    'certificates',
    'work_experiences',
    'educations',
    'videos',
  ].map((table) => `delete from ${table} where freelancer_id in ${generatedIds}`),
  ...['freelancers', 'investors', 'pictures', 'password_tokens'].map(
    (table) => `delete from ${table} where user_id in ${generatedIds}`,
  ),
  `delete from users where password_hash = ${H}`,
];

/** Every table the scale data writes, for `vacuum analyze`. */
export const WRITTEN_TABLES = [
  'users',
  'freelancers',
  'freelancer_sub_industries',
  'freelancer_sectors',
  'freelancer_activities',
  'freelancer_tools',
  'freelancer_languages',
  'certificates',
  'work_experiences',
  'educations',
  'pictures',
  'investors',
  'orders',
  'order_activities',
  'reviews',
  'review_scores',
];
