import {
  copyParentOf,
  EMAIL_FLAG_LABELS,
  EMAIL_FLAGS,
  isEmailFlagLocked,
  MANDATORY_EMAIL_FLAGS,
  withEmailFlag,
  type EmailFlag,
  type EmailFlags,
} from '@portal/shared';
import { Flex, Tag, Typography } from '@portal/shared/antd';
import { Switch } from '@portal/shared/antd-detail';

// One set of e-mail opt-ins (the user's own, or an extra address's), spec 002 §4, §5: a switch per
// e-mail in the spec's order, each customer copy under its e-mail (disabled while that e-mail is
// off, and the shipped copy for the Corp job title), the mandatory ones on and disabled.

/** The switch's name: a customer copy says which e-mail it copies. */
export function emailFlagName(flag: EmailFlag): string {
  const parent = copyParentOf(flag);
  return parent ? `${EMAIL_FLAG_LABELS[parent]}: copy to the customer` : EMAIL_FLAG_LABELS[flag];
}

export interface EmailFlagSwitchesProps<T extends EmailFlags> {
  flags: T;
  jobTitle: string | null;
  disabled?: boolean;
  onChange: (flags: T) => void;
}

export function EmailFlagSwitches<T extends EmailFlags>({ flags, jobTitle, disabled, onChange }: EmailFlagSwitchesProps<T>) {
  return (
    <Flex vertical gap={6}>
      {EMAIL_FLAGS.map((flag) => {
        const copy = !!copyParentOf(flag);
        return (
          <Flex key={flag} gap={8} align="center" style={{ paddingInlineStart: copy ? 28 : 0 }}>
            <Switch
              size="small"
              aria-label={emailFlagName(flag)}
              checked={flags[flag]}
              disabled={disabled || isEmailFlagLocked(flags, flag, jobTitle)}
              onChange={(on) => onChange(withEmailFlag(flags, flag, on, jobTitle))}
            />
            <Typography.Text type={copy ? 'secondary' : undefined}>{EMAIL_FLAG_LABELS[flag]}</Typography.Text>
            {MANDATORY_EMAIL_FLAGS.includes(flag) && <Tag>mandatory</Tag>}
          </Flex>
        );
      })}
    </Flex>
  );
}
