import { IconButton } from '../display/IconButton';
import { Menu } from '../navigation/Menu';
import { useUiText } from '../theme/UiProvider';

export interface AccountMenuProps {
  onMyAccount: () => void;
  onSettings: () => void;
  onLogOut: () => void;
}

// My account (/app/profile), Settings (/app/setting), Log out: the top bar's menu, opening toward the page.
export function AccountMenu({ onMyAccount, onSettings, onLogOut }: AccountMenuProps) {
  const text = useUiText();
  return (
    <Menu
      label={text.accountMenu}
      align="end"
      items={[
        { id: 'myAccount', label: text.myAccount, icon: 'account', onSelect: onMyAccount },
        { id: 'settings', label: text.settings, icon: 'settings', onSelect: onSettings },
        { id: 'logOut', label: text.logOut, icon: 'logout', onSelect: onLogOut },
      ]}
      trigger={(props) => <IconButton icon="account" label={text.accountMenu} {...props} />}
    />
  );
}
