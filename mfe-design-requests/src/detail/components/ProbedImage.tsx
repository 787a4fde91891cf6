import { useQuery } from '@tanstack/react-query';
import { Typography } from '@portal/shared/antd';
import { messages } from '@portal/shared';
import { designRequestsKeys } from '../../queryKeys';
import { probeImage } from '../api';

// An image shown only once a HEAD probe finds it (spec 001 §7.2): a missing one is asked again
// every second, IMAGE_PROBE_RETRIES times (ours: the spec does not give the count), then reads
// 'Could not download resource.'

export const IMAGE_PROBE_RETRIES = 5;
export const IMAGE_PROBE_DELAY_MS = 1000;

export function ProbedImage({ src, alt, width, style }: { src: string; alt: string; width?: number; style?: React.CSSProperties }) {
  const probe = useQuery({
    queryKey: designRequestsKeys.probe(src),
    queryFn: ({ signal }) => probeImage(src, signal),
    retry: IMAGE_PROBE_RETRIES,
    retryDelay: IMAGE_PROBE_DELAY_MS,
    staleTime: Infinity,
  });
  if (probe.isError) return <Typography.Text type="danger">{messages.resourceDownloadFailed}</Typography.Text>;
  if (!probe.data) return <Typography.Text type="secondary">Loading image…</Typography.Text>;
  return <img src={src} alt={alt} width={width} style={{ maxWidth: '100%', height: 'auto', ...style }} />;
}
