import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type ReactNode } from 'react';
import './menu.css';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export interface MenuProps {
  /** Accessible name of the trigger button (and of the menu). */
  label: string;
  /** What the trigger shows (an icon for a "…" button). */
  trigger: ReactNode;
  triggerClassName?: string;
  items: readonly MenuItem[];
}

/**
 * A menu button on Radix DropdownMenu (WAI-ARIA menu button: arrow keys, Home, End, typeahead, Escape and a
 * click outside close it, focus returns to the button). A plain click without pointer events (as some
 * assistive technology sends) opens it too; the first item takes the focus however it opened.
 */
export function Menu({ label, trigger, triggerClassName, items }: MenuProps) {
  const [open, setOpen] = useState(false);
  // Radix opens on pointer down and on Enter or Space; the click that follows those is not another toggle.
  const handledByRadix = useRef(false);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        className={triggerClassName}
        aria-label={label}
        title={label}
        onPointerDown={() => {
          handledByRadix.current = true;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') handledByRadix.current = true;
        }}
        onClick={() => {
          if (!handledByRadix.current) setOpen((current) => !current);
          handledByRadix.current = false;
        }}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          aria-label={label}
          align="end"
          sideOffset={4}
          onFocus={(event) => {
            // Radix focuses the menu itself when a pointer opened it; the first item takes it, as the
            // menu button pattern asks.
            if (event.target !== event.currentTarget) return;
            event.currentTarget
              .querySelector<HTMLElement>('[role="menuitem"]')
              ?.focus({ preventScroll: true });
          }}
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className={item.danger ? 'menu__item menu__item--danger' : 'menu__item'}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
