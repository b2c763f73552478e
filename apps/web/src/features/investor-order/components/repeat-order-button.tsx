import type { Order } from '@handlowo/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRepeat } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useRepeatOrder } from '../api/repeat-order.ts';
import { orderErrorText } from '../lib/order-errors.ts';
import { investorOrderModalTitles } from '../modal-titles.ts';

/**
 * 'Zamów ponownie' on a realised order (issue 27): after a confirmation, a new draft with the
 * same stage and services, then the wizard on it to choose the new start dates.
 */
export function RepeatOrderButton({ order }: { order: Order }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const repeat = useRepeatOrder();
  const onClose = () => {
    if (repeat.isPending) return;
    repeat.reset();
    close();
  };
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconRepeat size={18} aria-hidden />}
        onClick={open}
        aria-label={`Zamów ponownie zlecenie nr ${order.investorOrderNumber}`}
      >
        Zamów ponownie
      </Button>
      <Modal opened={opened} onClose={onClose} title={investorOrderModalTitles.repeatOrder}>
        <Stack gap="md">
          <Text>
            Utworzymy nowe zlecenie z tym samym etapem lejka i usługami co zlecenie nr{' '}
            {order.investorOrderNumber}. Wybierzesz dla nich nowe terminy rozpoczęcia, a opiekun
            zobaczy, że prosisz o tych samych handlowców.
          </Text>
          {repeat.isError ? (
            <Alert color="red" variant="light" role="alert">
              {orderErrorText(repeat.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={repeat.isPending}>
              Anuluj
            </Button>
            <Button
              loading={repeat.isPending}
              onClick={() =>
                repeat.mutate(order.id, { onSuccess: () => navigate(paths.investor.service) })
              }
            >
              Zamów ponownie
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
