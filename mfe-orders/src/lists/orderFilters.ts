import { ORDER_STATUS_TEXT, type OrderStatus } from '@portal/shared';
import type { FilterDefinition } from '@portal/shared/list';
import type { OrderFilterOptions } from './api';

// The filter drawer of the order lists (spec 000 §2 keys, §3 options), fed by the `filters` query.
// Bill To and Department only for privileged users (spec 000 §6).

const ALLOC: Record<string, string> = { A: 'Allocated', P: 'Partly allocated', N: 'Not allocated' };
const DECORATION: Record<string, string> = {
  EMB: 'Embroidery',
  SCR: 'Screen Print',
  SUB: 'Sublimation',
  DTF: 'Direct to Film',
  BLK: 'Blank',
};
const SCHEDULED: Record<string, string> = { Y: 'Scheduled', N: 'Not scheduled' };

const plain = (values: readonly string[] | null | undefined, names: Record<string, string> = {}) =>
  (values ?? []).map((v) => ({ value: v, label: names[v] ?? v }));

export function orderFilterDefinitions(options: OrderFilterOptions | undefined, privileged: boolean): FilterDefinition[] {
  const o = options;
  const definitions: FilterDefinition[] = [
    {
      key: 'status',
      label: 'Status',
      options: (o?.status ?? []).map((s) => ({ value: String(s), label: ORDER_STATUS_TEXT[s as OrderStatus] ?? String(s) })),
    },
    { key: 'custNumb', label: 'Customer', options: (o?.customer ?? []).map((c) => ({ value: c.numb, label: `${c.numb} - ${c.name}` })) },
    { key: 'rep', label: 'Rep', options: (o?.rep ?? []).map((r) => ({ value: r.numb, label: `${r.numb} - ${r.name}` })) },
    { key: 'order_type', label: 'Order Type', options: (o?.order_type ?? []).map((t) => ({ value: t.type, label: t.name })) },
    { key: 'type', label: 'Type', options: plain(o?.type, DECORATION) },
    { key: 'csr', label: 'CSR', options: (o?.csr ?? []).map((c) => ({ value: c.code, label: c.name })) },
    { key: 'csr2', label: 'CSR 2', options: (o?.csr2 ?? []).map((c) => ({ value: c.code, label: c.name })) },
    { key: 'alloc', label: 'Allocation', options: plain(o?.alloc, ALLOC) },
    { key: 'credit', label: 'Credit', options: plain(o?.credit) },
    { key: 'jobCode', label: 'Job Code', options: plain(o?.jobCode) },
    { key: 'scheduled', label: 'Scheduled', options: plain(o?.scheduled, SCHEDULED) },
    { key: 'buyingGroup', label: 'Buying Group', options: plain(o?.buyingGroup) },
    { key: 'bda', label: 'BDA', options: plain(o?.bda) },
    { key: 'tags', label: 'Tags', options: plain(o?.tags) },
    { kind: 'dateRange', label: 'Created' },
  ];
  if (privileged) {
    definitions.splice(2, 0, {
      key: 'billToNumb',
      label: 'Bill To Customer',
      options: (o?.billToCustomer ?? []).map((c) => ({ value: c.numb, label: `${c.numb} - ${c.name}` })),
    });
    definitions.splice(definitions.length - 1, 0, { key: 'department', label: 'Department', options: plain(o?.department) });
  }
  return definitions;
}
