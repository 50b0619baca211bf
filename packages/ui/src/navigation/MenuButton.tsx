import { Button, type ButtonVariant } from '../display/Button';
import { Icon } from '../icons/Icon';
import { Menu, type MenuItem } from './Menu';
import { chevronDownIcon } from '../icons/icons';

export type MenuButtonItem = MenuItem;

export interface MenuButtonProps {
  /** The button's text, also the menu's name for a screen reader. */
  label: string;
  items: MenuButtonItem[];
  disabled?: boolean;
  $variant?: ButtonVariant;
}

/** A text button that opens a menu of actions (e.g. Print/Download); the keys and closing are Menu's. */
export function MenuButton({ label, items, disabled, $variant = 'outlined' }: MenuButtonProps) {
  return (
    <Menu
      label={label}
      items={items}
      trigger={(props) => (
        <Button type="button" $variant={$variant} disabled={disabled} {...props}>
          {label}
          {/* Drawn, not a ▾ character: no font of the page's has it, so a symbols font would be fetched. */}
          <Icon path={chevronDownIcon} size={18} />
        </Button>
      )}
    />
  );
}
