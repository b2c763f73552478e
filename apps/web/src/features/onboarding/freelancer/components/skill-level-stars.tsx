import { Group, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';

const LEVELS = [1, 2, 3, 4, 5] as const;
const noPointer = { pointerEvents: 'none' } as const;

interface SkillLevelStarsProps {
  /** Accessible name of the group; each star is named `${name}: ${levelLabel(level)}`. */
  name: string;
  /** 0 = not rated. */
  value: number;
  onChange: (level: number) => void;
  levelLabel: (level: number) => string;
  onPreview?: (level: number) => void;
}

/**
 * Five stars as a radio group: clicking a star picks its level, clicking the picked one clears
 * it. Each star is a real, visible `role="radio"` control, so keyboards, screen readers and test
 * drivers can operate it (Mantine's Rating hides zero-sized inputs behind its stars).
 */
export function SkillLevelStars({
  name,
  value,
  onChange,
  levelLabel,
  onPreview,
}: SkillLevelStarsProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  const preview = (level: number) => {
    setHovered(level);
    onPreview?.(level);
  };

  return (
    <Group gap={2} role="radiogroup" aria-label={name} onMouseLeave={() => preview(0)}>
      {LEVELS.map((level) => (
        <UnstyledButton
          key={level}
          role="radio"
          aria-checked={value === level}
          aria-label={`${name}: ${levelLabel(level)}`}
          onClick={() => onChange(value === level ? 0 : level)}
          onMouseEnter={() => preview(level)}
          onFocus={() => preview(level)}
          onBlur={() => preview(0)}
          p={2}
          style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}
        >
          {/* The icon swaps on hover and focus: events must target the button, not the svg, or
              a click whose mousedown hit the old icon never arrives. */}
          {shown >= level ? (
            <IconStarFilled size={24} color="var(--mantine-color-yellow-5)" style={noPointer} />
          ) : (
            <IconStar size={24} color="var(--mantine-color-gray-5)" style={noPointer} />
          )}
        </UnstyledButton>
      ))}
    </Group>
  );
}
