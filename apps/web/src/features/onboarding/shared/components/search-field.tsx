import { Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchFieldProps {
  placeholder: string;
  value: string;
  onChange: (query: string) => void;
}

/** The 'Szukaj' box over a long option list (specializations, sectors, tools). */
export function SearchField({ placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextInput
      label="Szukaj"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      // The list sits inside the step's form: Enter in the search must not submit the answer.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}

/** Shown instead of the options when the search matches none. */
export function NoSearchResults() {
  return (
    <Text c="dimmed" ta="center" py="md">
      Brak wyników wyszukiwania
    </Text>
  );
}
