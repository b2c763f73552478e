import { SEARCH_MAX } from '@handlowo/contract';
import { Alert, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Below Mantine's `xs` breakpoint the modal takes the whole screen: a list needs the room. */
const PHONE_QUERY = '(max-width: 36em)';

export interface AssignmentModalFrameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is being assigned to ('Zlecenie nr 3', the service's name). */
  subtitle: ReactNode;
  children: ReactNode;
}

/** The shared shell of both assignment modals: full screen on phones, a dialog elsewhere. */
export function AssignmentModalFrame({
  opened,
  onClose,
  title,
  subtitle,
  children,
}: AssignmentModalFrameProps) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
        {children}
      </Stack>
    </Modal>
  );
}

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A new phrase is being fetched. */
  searching: boolean;
}

/**
 * The list's search box. On larger screens it takes the focus when the modal opens (typing a
 * name is the usual first step); on phones the close button does, so no keyboard covers the list.
 */
export function SearchBox({ label, placeholder, value, onChange, searching }: SearchBoxProps) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={SEARCH_MAX}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={searching ? <Loader size="xs" aria-label="Wyszukiwanie" /> : null}
      data-autofocus={phone ? undefined : true}
      autoComplete="off"
    />
  );
}

/** The refusal of an assignment, inside the modal so the admin can pick someone else. */
export function AssignmentError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert color="red" role="alert" title="Nie udało się przypisać">
      {message}
    </Alert>
  );
}
