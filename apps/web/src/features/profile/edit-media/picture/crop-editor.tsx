import { Box, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { CropArea } from './crop-image.ts';

/** Spec document 2 section 9: crop zoom 1 to 3 in steps of 0.1. */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** '1,2×': the zoom as a Polish decimal. */
export function zoomText(value: number): string {
  return `${value.toFixed(1).replace('.', ',')}×`;
}

interface CropEditorProps {
  src: string;
  aspect: number;
  round: boolean;
  /** The framed area in the image's pixels, after every move or zoom. */
  onArea: (area: CropArea) => void;
}

/**
 * The cropper with its zoom slider. Its own module: react-easy-crop is loaded only when a crop
 * modal opens (the login route's bundle budget).
 */
export function CropEditor({ src, aspect, round, onArea }: CropEditorProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        h={{ base: 260, sm: 340 }}
        bg="dark.7"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          showGrid={!round}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onArea(pixels)}
          // Keyboard users move the frame with the arrows once it has focus.
          cropperProps={{ role: 'group', 'aria-label': 'Kadr (strzałki przesuwają kadr)' }}
        />
      </Box>
      <div>
        {/* The value stands next to its label, not in the slider's tooltip: the tooltip rose
            over the label while the thumb moved (issue 28). */}
        <Group justify="space-between" mb={4} aria-hidden>
          <Text size="sm">Powiększenie</Text>
          <Text size="sm" fw={500}>
            {zoomText(zoom)}
          </Text>
        </Group>
        <Slider
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={setZoom}
          label={null}
          thumbLabel="Powiększenie"
          thumbValueText={zoomText}
        />
      </div>
    </Stack>
  );
}
