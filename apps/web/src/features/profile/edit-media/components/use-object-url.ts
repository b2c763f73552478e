import { useEffect, useState } from 'react';

/**
 * An object URL of a chosen file for previews (`<img>`, `<video>`, the cropper), revoked when the
 * file changes or the component goes away. Never a data URL: a 50 MB video must not be read into
 * memory as text.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
