import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fill, STYLE_MESSAGES } from '@portal/shared';
import { App, Checkbox, Flex, Modal, Select, Spin, Tag, Typography } from '@portal/shared/antd';
import { adminKeys } from '../../queryKeys';
import { copyTreatments, fetchStylesByCategory, fetchTreatmentsByStyle, type Product } from '../api';
import { Field } from './Field';

// Copy Treatments (spec 002 §7: styles by category, treatments by style; §8 its failure text): this
// style's saved treatments (treatments by style) are copied to the styles chosen from a category
// (styles by category); the targets' treatments become this style's. Development only.

export function CopyTreatmentsDialog({ product, categories, onClose }: { product: Product; categories: string[]; onClose: () => void }) {
  const { message } = App.useApp();
  const [category, setCategory] = useState(product.category);
  const [targets, setTargets] = useState<string[]>([]);
  const source = useQuery({
    queryKey: adminKeys.treatmentsByStyle(product.sku),
    queryFn: ({ signal }) => fetchTreatmentsByStyle(product.sku, signal),
  });
  const styles = useQuery({
    queryKey: adminKeys.stylesByCategory(category),
    queryFn: ({ signal }) => fetchStylesByCategory(category, signal),
  });
  const copy = useMutation({
    mutationFn: () => copyTreatments(product.sku, targets),
    onSuccess: (count) => {
      void message.success(fill(STYLE_MESSAGES.treatmentsCopied, { count }));
      onClose();
    },
  });
  const choices = (styles.data ?? []).filter((s) => s.sku !== product.sku);
  return (
    <Modal
      open
      title={`Copy Treatments from ${product.sku}`}
      okText="Copy"
      okButtonProps={{ disabled: !targets.length, loading: copy.isPending }}
      onOk={() => copy.mutate()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Field label="Treatments of this style (saved)">
          {source.isPending ? (
            <Spin size="small" />
          ) : (
            <Flex gap={4} wrap>
              {(source.data ?? []).map((t) => (
                <Tag key={t.id}>{`${t.type}: ${t.name}${t.subType ? ` (${t.subType})` : ''}`}</Tag>
              ))}
              {!source.data?.length && <Typography.Text type="secondary">None</Typography.Text>}
            </Flex>
          )}
        </Field>
        <Field label="Category">
          <Select
            aria-label="Copy category"
            value={category}
            options={categories.map((c) => ({ value: c, label: c }))}
            onChange={(c) => (setCategory(c), setTargets([]))}
          />
        </Field>
        <Field label="Copy to">
          {styles.isPending ? (
            <Spin size="small" />
          ) : (
            <>
              <Checkbox
                checked={!!choices.length && targets.length === choices.length}
                indeterminate={!!targets.length && targets.length < choices.length}
                onChange={(e) => setTargets(e.target.checked ? choices.map((s) => s.sku) : [])}
              >
                All {choices.length} styles
              </Checkbox>
              <Checkbox.Group
                value={targets}
                onChange={(v) => setTargets(v as string[])}
                style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', maxHeight: 260, overflowY: 'auto' }}
              >
                {choices.map((s) => (
                  <Checkbox key={s.sku} value={s.sku}>
                    {s.sku} {s.name}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            </>
          )}
        </Field>
        {!targets.length && <Typography.Text type="secondary">{STYLE_MESSAGES.copyTargets}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
