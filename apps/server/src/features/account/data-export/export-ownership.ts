import type { DataExport } from '@handlowo/contract';

/*
 * Test support: where each row that belongs to a user shows in their export. The completeness
 * test walks the database's foreign keys from `users` and looks every key up here, so a table or
 * a column added later fails the test until someone decides how the export carries it.
 */

export type Row = Record<string, unknown>;

/**
 * A foreign key the export follows: `find` returns the export's item of the row (compared field
 * by field where the names match) or true when the row shows as a value (a choice in a list),
 * and something falsy when the row is not in this export.
 */
export interface FollowedKey {
  find(row: Row, data: DataExport): object | boolean | undefined;
  /** Foreign keys pointing at this table, `child_table.column`. */
  children?: Record<string, FollowedKey | SkippedKey>;
}

/** A foreign key whose rows are deliberately not this user's data (or reached another way). */
export interface SkippedKey {
  skip: string;
}

const byId = <T extends { id: number }>(items: readonly T[], row: Row) =>
  items.find((item) => item.id === row.id);

const own = (data: DataExport, owner: unknown) => data.account.id === owner;

const scoreOf = (reviews: DataExport['reviewsReceived' | 'reviewsWritten']) => ({
  find: (row: Row) =>
    reviews
      .find((r) => r.id === row.review_id)
      ?.scores.some((s) => s.category === row.category && s.score === row.score),
});

const reachedElsewhere: SkippedKey = {
  skip: 'the review of a service is exported through reviews.freelancer_id and reviews.author_id',
};

const productOf = (data: DataExport, row: Row) =>
  data.products.find((p) => p.id === row.product_id);

/**
 * The conversation of an order the user invests in or guards (issue 26): every row is someone's
 * own (a message its author's, a read mark or a membership its member's), exported to them.
 */
const conversationOfOrder: Record<string, SkippedKey> = {
  'order_messages.order_id': {
    skip: 'the messages of the order’s conversation are their authors’ (order_messages.author_id)',
  },
  'order_message_attachments.order_id': {
    skip: 'the files of the conversation’s messages are their authors’ (through their message)',
  },
  'order_conversation_freelancers.order_id': {
    skip: 'the freelancers’ memberships are theirs (order_conversation_freelancers.freelancer_id)',
  },
  'order_conversation_reads.order_id': {
    skip: 'each member’s read mark is theirs (order_conversation_reads.user_id)',
  },
};

/** Every foreign key to users(id), by `table.column`. */
/**
 * Foreign keys to `users` whose rows are not the referenced user's data, each with the reason.
 */
export const NOT_FOLLOWED: Record<string, string> = {
  'order_activities.preferred_freelancer_id':
    'the investor’s wish for a freelancer (issue 27) is the investor’s data, exported with their ' +
    'order’s services',
};

export const FOLLOWED: Record<string, FollowedKey> = {
  'freelancers.user_id': {
    find: (row, data) => (own(data, row.user_id) ? (data.freelancer ?? undefined) : undefined),
    children: {
      'freelancer_sub_industries.freelancer_id': {
        find: (row, d) =>
          own(d, row.freelancer_id) &&
          d.freelancer?.subIndustries.some((s) => s.id === row.sub_industry_id),
      },
      'freelancer_sectors.freelancer_id': {
        find: (row, d) =>
          own(d, row.freelancer_id) && d.freelancer?.sectors.some((s) => s.id === row.sector_id),
      },
      'freelancer_activities.freelancer_id': {
        find: (row, d) =>
          own(d, row.freelancer_id) &&
          d.freelancer?.activities.some((a) => a.id === row.activity_id && a.level === row.level),
      },
      'freelancer_tools.freelancer_id': {
        find: (row, d) =>
          own(d, row.freelancer_id) && d.freelancer?.tools.some((t) => t.id === row.tool_id),
      },
      'freelancer_languages.freelancer_id': {
        find: (row, d) =>
          own(d, row.freelancer_id) &&
          d.freelancer?.languages.some((l) => l.language === row.language && l.level === row.level),
      },
    },
  },
  'investors.user_id': {
    find: (row, data) => (own(data, row.user_id) ? (data.investor ?? undefined) : undefined),
  },
  'pictures.user_id': { find: (row, d) => byId(d.pictures, row) },
  'videos.freelancer_id': { find: (row, d) => byId(d.videos, row) },
  'certificates.freelancer_id': { find: (row, d) => byId(d.certificates, row) },
  'work_experiences.freelancer_id': { find: (row, d) => byId(d.workExperiences, row) },
  'educations.freelancer_id': { find: (row, d) => byId(d.educations, row) },
  'orders.investor_id': {
    find: (row, d) => byId(d.orders, row),
    children: {
      'order_activities.order_id': {
        find: (row, d) =>
          byId(
            d.orders.flatMap((o) => o.services),
            row,
          ),
        children: { 'reviews.order_activity_id': reachedElsewhere },
      },
      'orders.repeat_of_order_id': {
        skip: 'a repeat is another order of the same investor, reached through orders.investor_id',
      },
      ...conversationOfOrder,
    },
  },
  'orders.admin_id': {
    find: (row, d) => byId(d.guardedOrders, row),
    children: {
      'order_activities.order_id': {
        skip: 'the services of an order the admin guards are its investor’s data',
      },
      'orders.repeat_of_order_id': {
        skip: 'a repeat of an order the admin guards is its investor’s data',
      },
      ...conversationOfOrder,
    },
  },
  'order_activities.freelancer_id': {
    find: (row, d) => byId(d.assignedServices, row),
    children: { 'reviews.order_activity_id': reachedElsewhere },
  },

  'products.investor_id': {
    find: (row, d) => byId(d.products, row),
    children: {
      'product_sectors.product_id': {
        find: (row, d) => productOf(d, row)?.sectors.some((s) => s.id === row.sector_id),
      },
      'product_company_sizes.product_id': {
        find: (row, d) => productOf(d, row)?.companySizes.includes(String(row.company_size)),
      },
      'product_buyer_persons.product_id': {
        find: (row, d) => productOf(d, row)?.buyerPersons.some((b) => b.id === row.buyer_person_id),
      },
    },
  },
  'reviews.freelancer_id': {
    find: (row, d) => byId(d.reviewsReceived, row),
    children: {
      'review_scores.review_id': { find: (row, d) => scoreOf(d.reviewsReceived).find(row) },
    },
  },
  'reviews.author_id': {
    find: (row, d) => byId(d.reviewsWritten, row),
    children: {
      'review_scores.review_id': { find: (row, d) => scoreOf(d.reviewsWritten).find(row) },
    },
  },
  'password_tokens.user_id': { find: (row, d) => byId(d.passwordLinks, row) },
  'email_verification_tokens.user_id': {
    find: (row, d) => byId(d.emailVerificationLinks, row),
  },
  'notifications.user_id': { find: (row, d) => byId(d.notifications, row) },
  'notification_email_opt_outs.user_id': {
    find: (row, d) =>
      own(d, row.user_id) ? d.notificationEmailOptOuts.find((o) => o.kind === row.kind) : undefined,
  },
  'order_messages.author_id': {
    find: (row, d) => byId(d.messages, row),
    children: {
      'order_message_attachments.message_id': {
        find: (row, d) =>
          byId(
            d.messages.flatMap((message) => message.attachments),
            row,
          ),
      },
    },
  },
  'order_messages.hidden_by_id': {
    find: (row, d) => byId(d.messagesHidden, row),
    children: {
      'order_message_attachments.message_id': {
        skip: 'the files of a message the admin hid are its author’s',
      },
    },
  },
  'order_conversation_freelancers.freelancer_id': {
    find: (row, d) =>
      own(d, row.freelancer_id)
        ? d.conversationMemberships.find((m) => m.orderId === row.order_id)
        : undefined,
  },
  'order_conversation_reads.user_id': {
    find: (row, d) =>
      own(d, row.user_id) ? d.conversationReads.find((r) => r.orderId === row.order_id) : undefined,
  },
};

/** The user's own row. */
export const USERS_ROW: FollowedKey = {
  find: (row, data) => (own(data, row.id) ? data.account : undefined),
};

/**
 * Every column of the tables above: what the export carries (as the item's field of the same
 * name, as a value of a list, as the owner whose export it is, as the file an item names or as
 * the place in a list) and what it leaves out, and why.
 */
export const COLUMNS: Record<string, { exported: string[]; omitted?: Record<string, string> }> = {
  users: {
    exported: [
      'id',
      'email',
      'role',
      'first_name',
      'last_name',
      'company',
      'phone',
      'is_mock',
      'is_onboarding_passed',
      'email_verified_at',
      'created_at',
      'updated_at',
    ],
    omitted: {
      password_hash: 'a secret: the export says hasPassword',
      token_version: 'a counter of the sessions, nothing about the person',
      search_text: 'the exported names, company, e-mail and phone folded for the admin search',
      has_active_order: 'whether an exported order is ACTIVE, kept for the admin’s sort',
      email_domain: 'the exported e-mail’s domain, folded for the admin’s search of a mail domain',
    },
  },
  freelancers: {
    exported: [
      'user_id',
      'experience_level',
      'specialization_id',
      'working_days',
      'working_hours',
      'income_goal',
      'type_of_sales',
      'about',
      'main_passion',
      'about_video_key',
      'country',
      'state',
      'city',
      'working_area',
      'working_area_value',
      'account_status',
      'visibility_status',
      'updated_at',
    ],
  },
  freelancer_sub_industries: {
    exported: ['freelancer_id', 'sub_industry_id', 'position'],
  },
  freelancer_sectors: { exported: ['freelancer_id', 'sector_id', 'position'] },
  freelancer_activities: { exported: ['freelancer_id', 'activity_id', 'level', 'position'] },
  freelancer_tools: { exported: ['freelancer_id', 'tool_id', 'position'] },
  freelancer_languages: { exported: ['freelancer_id', 'language', 'level', 'position'] },
  investors: {
    exported: [
      'user_id',
      'activity_destiny',
      'organization_stage',
      'sales_department',
      'company_emails',
      'go_to_market_strategy',
      'business_type',
      'investor_role',
      'employee_count_range',
      'company_site_url',
      'company_description',
      'privacy_accepted_at',
      'regulations_accepted_at',
      'registered_at',
      'last_product_number',
      'updated_at',
    ],
  },
  pictures: {
    exported: [
      'id',
      'user_id',
      'kind',
      'storage_key',
      'content_type',
      'width',
      'height',
      'byte_size',
      'title',
      'info',
      'created_at',
    ],
    omitted: { small_storage_key: 'a smaller copy of the same picture, made from it' },
  },
  videos: {
    exported: [
      'id',
      'freelancer_id',
      'title',
      'storage_key',
      'file_name',
      'content_type',
      'byte_size',
      'created_at',
    ],
  },
  certificates: {
    exported: [
      'id',
      'freelancer_id',
      'name',
      'info',
      'certificate_type',
      'date_of_obtaining',
      'end_date',
      'created_at',
    ],
  },
  work_experiences: {
    exported: [
      'id',
      'freelancer_id',
      'job_title',
      'company_name',
      'country',
      'state',
      'city',
      'start_date',
      'end_date',
      'created_at',
    ],
  },
  educations: {
    exported: [
      'id',
      'freelancer_id',
      'field_of_study',
      'institution',
      'country',
      'state',
      'city',
      'start_date',
      'end_date',
      'created_at',
    ],
  },
  orders: {
    exported: [
      'id',
      'investor_id',
      'investor_order_number',
      'status',
      'pipeline_id',
      'admin_id',
      'average_score',
      'repeat_of_order_id',
      'status_changed_at',
      'created_at',
    ],
  },
  order_activities: {
    exported: [
      'id',
      'order_id',
      'pipeline_main_task_id',
      'amount',
      'period',
      'start_date',
      'description',
      'freelancer_id',
      'preferred_freelancer_id',
      'score',
      'created_at',
    ],
    omitted: {
      offer_state: 'the state of the assignment, shown by the order itself (issue 25)',
      offered_at: 'when the assignment was made: workflow bookkeeping of the order',
      answered_at: 'when the freelancer answered: workflow bookkeeping of the order',
      decline_reason:
        'not yet in the export: the reason of the last decline, shown to the admin (issue 25)',
      previous_freelancer_id: 'who held the last offer: decides 400 over 404 for a late answer',
      reminded_at: 'when the 48 h reminder went out: the timers’ bookkeeping',
      escalated_at: 'when the guardian was told after 96 h: the timers’ bookkeeping',
    },
  },
  products: {
    exported: [
      'id',
      'investor_id',
      'investor_product_number',
      'name',
      'sub_industry_id',
      'description',
      'additional_notes',
      'country',
      'state',
      'city',
      'created_at',
    ],
  },
  product_sectors: { exported: ['product_id', 'sector_id', 'position'] },
  product_company_sizes: { exported: ['product_id', 'company_size', 'position'] },
  product_buyer_persons: { exported: ['product_id', 'buyer_person_id', 'position'] },
  reviews: {
    exported: [
      'id',
      'freelancer_id',
      'author_id',
      'author_first_name',
      'author_last_name',
      'order_activity_id',
      'text',
      'created_at',
      // Issue 27: who wrote it, the investor's last edit, the freelancer's reply.
      'author_type',
      'updated_at',
      'reply_text',
      'replied_at',
    ],
  },
  review_scores: { exported: ['review_id', 'category', 'score'] },
  password_tokens: {
    exported: ['id', 'user_id', 'purpose', 'expires_at', 'used_at', 'created_at'],
    omitted: { token_hash: 'a secret: the link itself is only in the e-mail' },
  },
  notifications: {
    exported: ['id', 'user_id', 'kind', 'params', 'link', 'read_at', 'created_at'],
  },
  notification_email_opt_outs: { exported: ['user_id', 'kind', 'created_at'] },
  order_messages: {
    exported: [
      'id',
      'order_id',
      'author_id',
      'author_role',
      'text',
      'created_at',
      'edited_at',
      'deleted_at',
      'hidden_at',
    ],
    omitted: {
      hidden_by_id:
        'which admin hid the message: the team’s moderation record (the admin’s own export lists it)',
    },
  },
  order_message_attachments: {
    exported: [
      'id',
      'message_id',
      'order_id',
      'file_name',
      'content_type',
      'byte_size',
      'created_at',
    ],
    omitted: {
      storage_key:
        'where the bytes are stored: the file stays downloadable in the conversation, the export names it',
    },
  },
  order_conversation_freelancers: {
    exported: ['order_id', 'freelancer_id', 'joined_at', 'left_at'],
  },
  order_conversation_reads: {
    exported: [
      'order_id',
      'user_id',
      'last_read_message_id',
      'read_at',
      'digested_up_to_message_id',
    ],
  },
  email_verification_tokens: {
    exported: ['id', 'user_id', 'new_email', 'expires_at', 'used_at', 'created_at'],
    omitted: { token_hash: 'a secret: the link itself is only in the e-mail' },
  },
};
