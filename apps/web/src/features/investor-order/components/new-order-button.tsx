import { Alert, Button, type ButtonProps, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { orderErrorText } from '../lib/order-errors.ts';

/**
 * 'Nowe zlecenie' (issue 27): creates a draft and opens the service wizard on it (A10 lists the
 * new draft first). A refusal (the limit of open orders) shows the server's Polish message.
 */
export function NewOrderButton({ variant = 'filled' }: { variant?: ButtonProps['variant'] }) {
  const navigate = useNavigate();
  const create = useCreateOrder();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant={variant}
        leftSection={<IconPlus size={18} aria-hidden />}
        loading={create.isPending}
        onClick={() =>
          create.mutate(undefined, { onSuccess: () => navigate(paths.investor.service) })
        }
      >
        Nowe zlecenie
      </Button>
      {create.isError ? (
        <Alert color="red" variant="light" role="alert" maw={520}>
          {orderErrorText(create.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
