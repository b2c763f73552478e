import type { CRM_TOOL_NAMES } from '@handlowo/contract';

type CrmName = (typeof CRM_TOOL_NAMES)[number];

/**
 * Our own simple marks for the eight CRMs the client draws a logo for (API.md 2.2): initials on
 * a rounded square in a colour close to the brand's. Not the vendors' artwork.
 */
const marks: Record<CrmName, { initials: string; color: string }> = {
  Pipedrive: { initials: 'P', color: '#1A7F4B' },
  Salesforce: { initials: 'S', color: '#0B8FD6' },
  HubSpot: { initials: 'H', color: '#F26B3A' },
  Zoho: { initials: 'Z', color: '#D7262C' },
  'MSC Dynamics 365': { initials: 'D', color: '#1F4FBF' },
  Copper: { initials: 'C', color: '#C8602B' },
  Livespace: { initials: 'L', color: '#2F6FE4' },
  Monday: { initials: 'M', color: '#5B5BD6' },
};

function isCrmName(name: string): name is CrmName {
  return Object.hasOwn(marks, name);
}

/** The logo of a tool picked by its exact name; other tools have none. */
export function ToolLogo({ toolName, size = 28 }: { toolName: string; size?: number }) {
  if (!isCrmName(toolName)) return null;
  const { initials, color } = marks[toolName];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      // Decorative: the tool's name is always written next to it.
      aria-hidden="true"
      style={{ flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill={color} />
      <text
        x="16"
        y="21.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="16"
        fontWeight="700"
        fill="#ffffff"
      >
        {initials}
      </text>
    </svg>
  );
}
