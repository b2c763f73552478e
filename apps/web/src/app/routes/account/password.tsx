import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { PasswordChangeForm } from '@/features/account-settings/components/password-change-form.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';

/** 'Zmień hasło' of freelancers and investors (issue 25); admins change it on /admin/edit-data. */
export default function AccountPasswordRoute() {
  const { data: user } = useUser();
  if (user?.role === 'ADMIN') return <Navigate to={paths.admin.editData} replace />;
  return (
    <>
      <PageTitle title={titles.account.password} />
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Zmiana hasła
          </Title>
          <Text c="dimmed" size="sm">
            Po zmianie hasła ta sesja pozostanie aktywna, a sesje na innych urządzeniach zostaną
            zakończone.
          </Text>
        </div>
        <PasswordChangeForm />
      </Stack>
    </>
  );
}
