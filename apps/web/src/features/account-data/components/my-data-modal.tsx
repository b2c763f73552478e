import {
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-me.ts';
import { useToken } from '@/hooks/use-token.ts';
import { downloadOwnData } from '../download-export.ts';
import { exportContents, myDataTexts as t } from '../lib/texts.ts';
import { AccountDeletionModal } from './account-deletion-modal.tsx';

/**
 * The body of 'Moje dane' (opened by `openMyDataModal`): what the export holds and its download,
 * a link to the privacy policy, and the danger zone whose button stacks 'Usuń konto' above.
 */
export function MyDataModal({ modalId, onDeleted }: { modalId: string; onDeleted: () => void }) {
  const { data: user } = useUser();
  const token = useToken();
  const download = useMutation({ mutationFn: downloadOwnData });
  const [deleting, setDeleting] = useState(false);
  const exportId = useId();
  const deletionId = useId();

  // The manager renders outside the router: a session that ends meanwhile (logout in another
  // tab, a 403) would leave the dialog over the login page.
  useEffect(() => {
    if (token === null) modals.closeAll();
  }, [token]);
  // Escape belongs to the top dialog: with 'Usuń konto' open it must not close this one too
  // (the stacked dialog's key events bubble here through the React tree).
  useEffect(() => {
    modals.updateModal({ modalId, closeOnEscape: !deleting });
  }, [modalId, deleting]);

  if (!user) return null;
  return (
    <Stack gap="lg">
      <Text>{t.intro}</Text>
      <Stack component="section" aria-labelledby={exportId} gap="xs">
        <Title order={3} size="h4" id={exportId}>
          {t.exportHeading}
        </Title>
        <Text size="sm">{t.exportLead}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t.exportJson}</List.Item>
          <List.Item>{t.exportMedia}</List.Item>
        </List>
        <Text size="sm">
          {exportContents[user.role]} {t.noPassword}
        </Text>
        <Group>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(user.id)}
            data-autofocus
          >
            {t.download}
          </Button>
        </Group>
      </Stack>
      <Text size="sm">
        {t.privacyBefore}
        <Anchor href={paths.privacy} target="_blank" inherit>
          {t.privacyLink}
          <VisuallyHidden>{t.newTab}</VisuallyHidden>
        </Anchor>
        .
      </Text>
      <Paper
        component="section"
        aria-labelledby={deletionId}
        withBorder
        radius="md"
        p="md"
        style={{ borderColor: 'var(--mantine-color-red-6)' }}
      >
        <Stack gap="xs">
          <Title order={3} size="h4" id={deletionId}>
            {t.deletionHeading}
          </Title>
          <Text size="sm">{t.deletionLead}</Text>
          <Group>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={18} aria-hidden />}
              aria-haspopup="dialog"
              onClick={() => setDeleting(true)}
            >
              {t.deletionOpen}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <AccountDeletionModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        role={user.role}
        onDeleted={onDeleted}
      />
    </Stack>
  );
}
