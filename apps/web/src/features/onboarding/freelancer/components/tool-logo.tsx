import type { CRM_TOOL_NAMES } from '@handlowo/contract';

type CrmName = (typeof CRM_TOOL_NAMES)[number];

/**
 * The static marks in `public/tools/` for the eight CRMs the client draws a logo for, picked by the
 * exact tool name (API.md 2.2). Our own drawings, not the vendors' artwork (public/tools/NOTICE.md).
 */
const markFiles: Record<CrmName, string> = {
  Pipedrive: 'pipedrive.svg',
  Salesforce: 'salesforce.svg',
  HubSpot: 'hubspot.svg',
  Zoho: 'zoho.svg',
  'MSC Dynamics 365': 'msc-dynamics-365.svg',
  Copper: 'copper.svg',
  Livespace: 'livespace.svg',
  Monday: 'monday.svg',
};

function isCrmName(name: string): name is CrmName {
  return Object.hasOwn(markFiles, name);
}

/** The logo of a tool picked by its exact name; other tools have none. */
export function ToolLogo({ toolName, size = 28 }: { toolName: string; size?: number }) {
  if (!isCrmName(toolName)) return null;
  return (
    <img
      src={`/tools/${markFiles[toolName]}`}
      width={size}
      height={size}
      // Decorative: the tool's name is always written next to it.
      alt=""
      style={{ flexShrink: 0, borderRadius: 8 }}
    />
  );
}
