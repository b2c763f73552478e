import { CRM_TOOL_NAMES } from '@handlowo/contract';
import { ThemeIcon } from '@mantine/core';
import {
  IconAddressBook,
  IconChartBar,
  IconChecklist,
  IconMail,
  IconNews,
  IconPhoneCall,
  type IconProps,
  IconRobot,
  IconTool,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ToolLogo } from '@/features/onboarding/freelancer/components/tool-logo.tsx';

/** An icon per tool kind; an unknown kind gets the generic tool. */
const kindIcons: Record<string, ComponentType<IconProps>> = {
  COLD_MAILING: IconMail,
  PROSPECTING: IconUserSearch,
  AUTOMATYZACJA_MARKETINGU: IconRobot,
  COLD_CALLING: IconPhoneCall,
  ANALITYKA: IconChartBar,
  ZARZADZANIE_PROJEKTAMI: IconChecklist,
  NEWSLETTER: IconNews,
  INNE: IconTool,
  CRM: IconAddressBook,
};

export function kindIcon(kind: string): ComponentType<IconProps> {
  return kindIcons[kind] ?? IconTool;
}

const crmNames: readonly string[] = CRM_TOOL_NAMES;

/**
 * A tool's mark: the onboarding's own monogram for the eight known CRMs (public/tools, picked by
 * the exact name), the kind's icon for any other tool. Decorative: the name is always written.
 */
export function ToolMark({
  toolName,
  kind,
  size = 36,
}: {
  toolName: string;
  kind: string;
  size?: number;
}) {
  if (crmNames.includes(toolName)) return <ToolLogo toolName={toolName} size={size} />;
  const Icon = kindIcon(kind);
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden>
      <Icon size={Math.round(size * 0.6)} stroke={1.7} />
    </ThemeIcon>
  );
}
