import { useEffect, useState } from 'react';
import { IMAGE_RETRY_DELAY_MS, IMAGE_RETRY_MAX } from '@portal/shared';

// An item's product image. spec 000 §9: an image that fails to load is retried after 1 s, up to
// IMAGE_RETRY_MAX times (the server draws product images on first request).

export function ItemImage({ src, alt, size = 96 }: { src: string; alt: string; size?: number }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger: another image starts again with no failed attempts
  useEffect(() => {
    setAttempt(0);
    setFailed(false);
  }, [src]);
  const retry = () => {
    if (attempt >= IMAGE_RETRY_MAX) {
      setFailed(true);
      return;
    }
    window.setTimeout(() => setAttempt((n) => n + 1), IMAGE_RETRY_DELAY_MS);
  };
  if (failed) return <div style={{ width: size, height: size }} aria-label={alt} role="img" />;
  const url = attempt ? `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}` : src;
  return <img src={url} alt={alt} width={size} height={size} loading="lazy" onError={retry} style={{ objectFit: 'contain' }} />;
}
