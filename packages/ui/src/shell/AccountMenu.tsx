import { IconButton } from '../display/IconButton';
import { Menu } from '../navigation/Menu';
import { useUiText } from '../theme/UiProvider';
import { accountIcon, logoutIcon, settingsIcon } from '../icons/icons';

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
        { id: 'myAccount', label: text.myAccount, icon: accountIcon, onSelect: onMyAccount },
        { id: 'settings', label: text.settings, icon: settingsIcon, onSelect: onSettings },
        { id: 'logOut', label: text.logOut, icon: logoutIcon, onSelect: onLogOut },
      ]}
      trigger={(props) => <IconButton icon={accountIcon} label={text.accountMenu} {...props} />}
    />
  );
}
