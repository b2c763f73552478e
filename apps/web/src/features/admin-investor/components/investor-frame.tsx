import type { InvestorPrimaryData } from '@handlowo/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { nameWrap } from '@/components/ui/name-wrap.ts';
import { APP_NAME } from '@/config/titles.ts';
import { polishDate } from '@/lib/order-texts.ts';
import { counted, orderForms } from '@/lib/plural.ts';
import { fullName, detailTexts as t, telHref } from '../lib/detail-texts.ts';

const wrap = { overflowWrap: 'anywhere' } as const;

function Contact({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm" style={wrap}>
      <Text span size="sm" c="dimmed">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * The frame of the investor detail (spec: name, company or 'Brak danych', the order count,
 * 'Na {product} od {date}', e-mail, phone or 'Brak informacji', 'Napisz maila', 'Zadzwoń').
 * The two buttons are plain links (the issue): the admin's mail program and phone do the rest.
 */
export function InvestorFrame({ investor }: { investor: InvestorPrimaryData }) {
  const since = polishDate(new Date(investor.createdAt));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs" miw={0} flex="1 1 16rem">
          <Title order={1} size="h2" style={nameWrap}>
            {fullName(investor)}
          </Title>
          <Text fw={500} c={investor.company ? undefined : 'dimmed'} style={nameWrap}>
            {investor.company ?? t.noCompany}
          </Text>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {counted(investor.ordersAmount, orderForms)}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              {`Na ${APP_NAME} od ${since}`}
            </Badge>
          </Group>
          <Stack gap={2} mt={4}>
            <Contact label="E-mail">{investor.email}</Contact>
            <Contact label="Telefon">{investor.phone ?? t.noPhone}</Contact>
          </Stack>
        </Stack>
        {/* Not `grow`: it caps each button at half the row, which cut 'Napisz maila' on a phone.
            The buttons share the row by their labels' widths and wrap when both do not fit. */}
        <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
          <Button
            component="a"
            href={`mailto:${investor.email}`}
            variant="light"
            flex={{ base: '1 0 auto', xs: '0 0 auto' }}
            leftSection={<IconMail size={18} aria-hidden />}
          >
            {t.writeMail}
          </Button>
          {investor.phone ? (
            <Button
              component="a"
              href={telHref(investor.phone)}
              variant="light"
              flex={{ base: '1 0 auto', xs: '0 0 auto' }}
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {t.call}
            </Button>
          ) : (
            // No number to dial: the button stays in its place, disabled, and the frame says why.
            <Button
              variant="light"
              disabled
              flex={{ base: '1 0 auto', xs: '0 0 auto' }}
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {t.call}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
