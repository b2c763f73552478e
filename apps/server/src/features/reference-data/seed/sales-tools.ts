import { CRM_TOOL_NAMES, type ToolKind } from '@handlowo/contract';

/**
 * B17: sales tools grouped by kind. `toolName` is the natural key; the CRMs must keep the exact
 * names the client draws logos for (CRM_TOOL_NAMES), under the kind `CRM` (API.md 2.2).
 */
const byKind: Record<Exclude<ToolKind, 'CRM'>, readonly string[]> = {
  COLD_MAILING: ['lemlist', 'Woodpecker', 'Instantly', 'Reply.io', 'Mailshake'],
  PROSPECTING: [
    'LinkedIn Sales Navigator',
    'Apollo.io',
    'Lusha',
    'Snov.io',
    'Hunter.io',
    'Cognism',
    'ZoomInfo',
  ],
  AUTOMATYZACJA_MARKETINGU: ['SALESmanago', 'ActiveCampaign', 'Marketo', 'Zapier', 'Make'],
  COLD_CALLING: ['Aircall', 'Ringostat', 'CloudTalk', 'Zadarma', 'RingCentral'],
  ANALITYKA: ['Google Analytics', 'Looker Studio', 'Hotjar', 'Power BI', 'Tableau'],
  ZARZADZANIE_PROJEKTAMI: ['Trello', 'Asana', 'ClickUp', 'Jira', 'Notion'],
  NEWSLETTER: ['MailerLite', 'Mailchimp', 'GetResponse', 'FreshMail', 'Brevo'],
  INNE: ['Calendly', 'Zoom', 'Microsoft Teams', 'Google Meet', 'Slack', 'Autenti'],
};

export const salesTools: readonly { toolName: string; kind: ToolKind }[] = [
  ...CRM_TOOL_NAMES.map((toolName) => ({ toolName, kind: 'CRM' as const })),
  ...Object.entries(byKind).flatMap(([kind, names]) =>
    names.map((toolName) => ({ toolName, kind: kind as ToolKind })),
  ),
];
