import { Tag } from '@portal/shared/antd';
import type { Health } from '../healthRules';

const COLORS: Record<Health, string> = { OK: 'green', SLOW: 'orange', DOWN: 'red' };

/** OK, SLOW or DOWN, in colour and in words (colour alone says nothing to a screen reader). */
export function HealthTag({ status }: { status: Health }) {
  return <Tag color={COLORS[status]}>{status}</Tag>;
}
