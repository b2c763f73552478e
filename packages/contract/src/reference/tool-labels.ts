/**
 * How a sales tool's name is shown. `toolName` is the natural key of the dictionary and the value
 * the API sends (API.md 2.2 keeps the spec's 'MSC Dynamics 365', which the logos are picked by);
 * the screens, mails and reasons show the product's real name instead. Only the label changes.
 */
const displayNames: Readonly<Record<string, string>> = {
  'MSC Dynamics 365': 'Microsoft Dynamics 365',
};

/** The name to show for a tool: 'MSC Dynamics 365' → 'Microsoft Dynamics 365'. */
export function toolLabel(toolName: string): string {
  return displayNames[toolName] ?? toolName;
}
