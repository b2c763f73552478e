import type { OrderActivity } from '@handlowo/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormErrorAlert } from '@/components/form/index.ts';
import { useDeleteService } from '../../api/service-delete.ts';
import { serviceErrorText } from '../../api/service-save.ts';

/** The body of 'Usunąć usługę?': a service holds details worth a second thought. */
export function DeleteServiceModalBody({
  service,
  close,
}: {
  service: OrderActivity;
  close: () => void;
}) {
  const remove = useDeleteService();
  const name = service.pipelineMainTask.name;
  return (
    <Stack gap="md">
      <Text>
        Usługa „{name}” zostanie usunięta z Twojego zlecenia razem z ilością, okresem i opisem.
      </Text>
      <FormErrorAlert message={remove.error ? serviceErrorText(remove.error) : null} />
      <Group justify="flex-end" gap="sm">
        {/* The safe choice has the focus: Enter right after opening keeps the service. */}
        <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
          Anuluj
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(service.id, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: `Usunięto usługę „${name}”` });
                close();
              },
            })
          }
        >
          Usuń usługę
        </Button>
      </Group>
    </Stack>
  );
}
