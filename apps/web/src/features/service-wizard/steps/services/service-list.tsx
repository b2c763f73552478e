import type { OrderActivity } from '@handlowo/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { ServiceCard } from './service-card.tsx';

/** The order's services in the order they were added, or what to do while there are none. */
export function ServiceList({
  services,
  onEdit,
  onDelete,
}: {
  services: readonly OrderActivity[];
  /** Omitted when the order can no longer change. */
  onEdit?: (service: OrderActivity) => void;
  onDelete?: (service: OrderActivity) => void;
}) {
  if (services.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
        <Text fw={600}>Nie dodano jeszcze żadnej usługi.</Text>
        <Text size="sm" c="dimmed" mt={4}>
          Kliknij „Dodaj usługę”, wybierz zadanie z etapu lejka i określ ilość, okres oraz termin
          rozpoczęcia.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Usługi w zleceniu"
    >
      {services.map((service) => (
        <ServiceCard
          key={service.id}
          service={service}
          onEdit={onEdit ? () => onEdit(service) : undefined}
          onDelete={onDelete ? () => onDelete(service) : undefined}
        />
      ))}
    </Stack>
  );
}
