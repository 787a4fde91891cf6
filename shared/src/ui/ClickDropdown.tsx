import { cloneElement, useLayoutEffect, useRef, useState, type MouseEvent, type ReactElement, type Ref } from 'react';
import { Dropdown, type DropdownProps } from '@portal/shared/antd';

type Trigger = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> }>;

export type ClickDropdownProps = Omit<DropdownProps, 'trigger' | 'children'> & { children: Trigger };

/**
 * antd's Dropdown, opened by a click and mounted at the first one: until then only its trigger is
 * rendered. A closed Dropdown still renders and generates its menu's styles (about 30 KB of CSS
 * text, serialised and hashed on the main thread) in the first show of every list that has one,
 * for a click that may never come. A trigger focused when clicked (keyboard) keeps the focus.
 */
export function ClickDropdown({ children, open, onOpenChange, ...props }: ClickDropdownProps) {
  const [mounted, setMounted] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (mounted && refocus.current) trigger.current?.focus();
  }, [mounted]);

  const setOpen: NonNullable<DropdownProps['onOpenChange']> = (next, info) => {
    setOwnOpen(next);
    onOpenChange?.(next, info);
  };

  if (!mounted) {
    return cloneElement(children, {
      ref: trigger,
      onClick: (event: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(event);
        refocus.current = document.activeElement === event.currentTarget;
        setMounted(true);
        setOpen(true, { source: 'trigger' });
      },
    });
  }
  return (
    <Dropdown {...props} trigger={['click']} open={open ?? ownOpen} onOpenChange={setOpen}>
      {cloneElement(children, { ref: trigger })}
    </Dropdown>
  );
}
