import { type OrderPreferences, preferenceTexts } from '@handlowo/contract';
import { Alert, List } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { fullName } from '../lib/detail-texts.ts';

/**
 * What a repeated order asks for (issue 27): 'Zamówione ponownie po zleceniu nr N' and, per
 * service, 'Klient prosi o tę samą osobę: <name>', for the admin who assigns its freelancers.
 */
export function PreferenceNotes({ preferences }: { preferences: OrderPreferences | undefined }) {
  if (!preferences) return null;
  const { repeatOfOrderNumber, services } = preferences;
  return (
    <Alert
      variant="light"
      color="brand"
      p="xs"
      icon={<IconRepeat size={18} aria-hidden />}
      title={
        repeatOfOrderNumber === null ? undefined : preferenceTexts.repeatOf(repeatOfOrderNumber)
      }
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {services.length > 0 ? (
        <List size="sm" spacing={2}>
          {services.map((service) => (
            <List.Item key={service.orderActivityId} style={{ overflowWrap: 'anywhere' }}>
              {`${preferenceTexts.samePerson(fullName(service.freelancer))} (${service.serviceName})`}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
