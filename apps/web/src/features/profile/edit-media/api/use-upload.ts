import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isUploadCancelled } from '@/lib/upload.ts';
import type { UploadControls } from './media-api.ts';

interface UseUploadOptions {
  /** Refreshed after a successful save (TanStack Query invalidation, no reload). */
  invalidate: readonly QueryKey[];
  onSuccess: () => void;
}

/**
 * A save that may send a file: a mutation plus the upload's percent (`progress`, `null` when no
 * upload runs) and `cancel`. A modal closed mid-upload cancels it too. Failures are logged
 * (spec document 2 section 8); a cancel is not a failure.
 */
export function useUpload<TVariables>(
  send: (variables: TVariables, controls: UploadControls) => Promise<unknown>,
  { invalidate, onSuccess }: UseUploadOptions,
) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async (variables: TVariables) => {
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      try {
        return await send(variables, { onProgress: setProgress, signal: current.signal });
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    onSuccess: () => {
      onSuccess();
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (!isUploadCancelled(error)) console.error('Zapis pliku nie powiódł się', error);
    },
  });

  return {
    save: mutation.mutate,
    isPending: mutation.isPending,
    error: mutation.error && !isUploadCancelled(mutation.error) ? mutation.error : null,
    progress,
    cancel: () => controller.current?.abort(),
    reset: mutation.reset,
  };
}
