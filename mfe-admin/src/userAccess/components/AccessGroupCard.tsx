import { groupCount, isFlagLocked, withFlag, withGroup, type AccessFlags, type AccessGroup } from '@portal/shared';
import { Checkbox, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';

// One group of flags (spec 002 §2): the group checkbox sets or clears all children (indeterminate
// when some are on), the count n/total beside it, and each flag below; Preline and Take All stay
// disabled while View Products is off. A group of one flag is its own checkbox.

export interface AccessGroupCardProps {
  group: AccessGroup;
  access: AccessFlags;
  disabled: boolean;
  onChange: (access: AccessFlags) => void;
}

export function AccessGroupCard({ group, access, disabled, onChange }: AccessGroupCardProps) {
  const { on, total } = groupCount(access, group);
  const single = group.flags.length === 1;
  const title = (
    <Flex justify="space-between" align="center" gap={8}>
      <Checkbox
        checked={on === total}
        indeterminate={on > 0 && on < total}
        // Screen readers hear "mixed" too (antd shows it with a style only).
        aria-checked={on > 0 && on < total ? 'mixed' : on === total}
        disabled={disabled}
        onChange={(e) => onChange(withGroup(access, group, e.target.checked))}
      >
        {group.name}
      </Checkbox>
      <Typography.Text type="secondary" aria-label={`${group.name}: ${on} of ${total} on`}>
        {on}/{total}
      </Typography.Text>
    </Flex>
  );
  return (
    <section role="group" aria-label={group.name} style={{ width: 300 }}>
      <Card size="small" title={title} styles={single ? { body: { padding: '4px 12px 8px' } } : undefined}>
        {single ? (
          <Typography.Text type="secondary">{group.flags[0].label}</Typography.Text>
        ) : (
          <Flex vertical gap={4}>
            {group.flags.map(({ flag, label }) => (
              <Checkbox
                key={flag}
                checked={access[flag]}
                disabled={disabled || isFlagLocked(access, flag)}
                onChange={(e) => onChange(withFlag(access, flag, e.target.checked))}
              >
                {label}
              </Checkbox>
            ))}
          </Flex>
        )}
      </Card>
    </section>
  );
}
