import { useState, type CSSProperties } from 'react';
import { messages } from '@portal/shared/core';

/**
 * An image the server keeps in its file store (a design's art, its thumbnail, a request's reference
 * or a sample's photo): when the file cannot be loaded (gone from the store, the server unreachable),
 * the box keeps its size and says 'failed to load image' instead of showing a broken picture.
 */
export function StoredImage({
  src,
  alt,
  width,
  height,
  lazy = false,
  style,
}: {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  lazy?: boolean;
  style?: CSSProperties;
}) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span
        role="img"
        aria-label={alt}
        style={{
          ...style,
          width,
          height,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 12,
          // Red with 4.5:1 contrast in both themes (the page's color-scheme follows the system, as the theme does).
          color: 'light-dark(#a8071a, #ff7875)',
          textAlign: 'center',
        }}
      >
        {messages.imageLoadFailed}
      </span>
    );
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      style={style}
      onError={() => setFailed(true)}
    />
  );
}
