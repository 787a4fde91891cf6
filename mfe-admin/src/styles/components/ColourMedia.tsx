import { Flex, Tag, Typography } from '@portal/shared/antd';
import type { Product } from '../api';

// A style's colours with their media (spec 002 §3 "colors (name, code, status, vector, model, ghost
// and vectorD media)"): each colour's code, name and status, and its four pictures as the server
// serves them at their paths (server/src/areas/admin/styles/colourMedia.ts); a picture opens whole in
// a new tab; a medium without a path shows a dash. Transparent pictures (ghost, vectorD) sit on a
// checkerboard, as the masks do.

export const CHECKERBOARD = 'repeating-conic-gradient(#d9d9d9 0% 25%, #ffffff 0% 50%) 50% / 12px 12px';

type Colour = Product['colors'][number];
const MEDIA = [
  { key: 'vector', label: 'Vector', transparent: false },
  { key: 'model', label: 'Model', transparent: false },
  { key: 'ghost', label: 'Ghost', transparent: true },
  { key: 'vectorD', label: 'VectorD', transparent: true },
] as const;

function Medium({ src, label, alt, transparent }: { src: string | null; label: string; alt: string; transparent: boolean }) {
  return (
    <Flex vertical align="center" gap={2}>
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img
            src={src}
            alt={alt}
            width={64}
            height={64}
            loading="lazy"
            style={{
              objectFit: 'contain',
              background: transparent ? CHECKERBOARD : '#ffffff',
              border: '1px solid #d9d9d9',
              borderRadius: 4,
              display: 'block',
            }}
          />
        </a>
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{ width: 64, height: 64, border: '1px dashed #d9d9d9', borderRadius: 4 }}
          aria-label={`${alt}: none`}
        >
          <Typography.Text type="secondary">–</Typography.Text>
        </Flex>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}

export function ColourMedia({ colors }: { colors: readonly Colour[] }) {
  if (!colors.length) return <Typography.Text type="secondary">No colours.</Typography.Text>;
  return (
    <Flex gap={12} wrap>
      {colors.map((c) => (
        <Flex
          key={c.id}
          vertical
          gap={6}
          role="group"
          aria-label={`${c.code} ${c.name}`}
          style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
        >
          <span>
            <Tag color={c.status === 'Active' ? undefined : 'red'}>
              {c.code} {c.name} · {c.status}
            </Tag>
          </span>
          <Flex gap={6}>
            {MEDIA.map((m) => (
              <Medium key={m.key} src={c[m.key]} label={m.label} alt={`${c.code} ${m.label}`} transparent={m.transparent} />
            ))}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
