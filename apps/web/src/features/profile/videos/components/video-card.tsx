import type { Video } from '@handlowo/contract';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatVideoDate } from '../lib/video-date.ts';
import classes from './video-card.module.css';

/**
 * One video of the carousel: the video, its title and date. A click anywhere on the card plays
 * or pauses it (spec document 2 section 2): one button covers the card, named by what it will
 * do ('Odtwórz wideo: …' / 'Zatrzymaj wideo: …'); the texts stay outside it, so its name is
 * all it says.
 */
export function VideoCard({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      element
        .play()
        .catch((error: unknown) => console.error('Nie udało się odtworzyć wideo', error));
    } else {
      element.pause();
    }
  };

  const Sign = playing ? IconPlayerPauseFilled : IconPlayerPlayFilled;
  return (
    <div className={classes.card} data-playing={playing || undefined}>
      <div className={classes.frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: the freelancer's own recordings have no captions */}
        <video
          ref={ref}
          className={classes.video}
          src={video.fileUrl}
          preload="metadata"
          playsInline
          aria-hidden
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
        <span className={classes.sign} aria-hidden>
          <Sign size={26} />
        </span>
      </div>
      <Stack gap={2} p="sm">
        <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {video.title}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={video.date}>{formatVideoDate(video.date)}</time>
        </Text>
      </Stack>
      <UnstyledButton
        className={classes.toggle}
        onClick={toggle}
        aria-label={`${playing ? 'Zatrzymaj' : 'Odtwórz'} wideo: ${video.title}`}
      />
    </div>
  );
}
