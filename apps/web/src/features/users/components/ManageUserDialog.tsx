import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { roleLabel } from '@placement/domain';
import { Button, Modal, useToast } from '@placement/ui';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { ASSIGN_ROLES, CHANGE_USER, CREATE_USER } from '../api/USERS';

const Block = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  margin-block: 12px;
  padding: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  legend {
    font-weight: 700;
  }
  input:not([type='checkbox']) {
    flex: 1;
    min-width: 200px;
    padding: 8px;
  }
`;

const RoleGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 6px;
  width: 100%;
  label {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;

export interface ManagedUser {
  _id: string;
  name: string;
  email: string;
  status: string;
  roles: ReadonlyArray<{ _id: string; displayName: string }>;
}

/**
 * Edit User Profile (spec 01 §2): the name, change email, reset password, activate or deactivate, and the role
 * grid. Each action saves on its own; after a success the dialog closes (onChanged) and the list shows it.
 */
export function ManageUserDialog(props: {
  user: ManagedUser;
  roles: ReadonlyArray<{ _id: string; displayName: string }>;
  /** The company whose users the page lists (Companies > Show users), if not the caller's own. */
  companyId?: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const enumLabel = useEnumLabel();
  const { language } = usePreferences();
  const [name, setName] = useState(props.user.name);
  const [email, setEmail] = useState(props.user.email);
  const [saveUser, { loading: savingName }] = useMutation(CREATE_USER);
  const [password, setPassword] = useState('');
  const [picked, setPicked] = useState(() => new Set(props.user.roles.map((role) => role._id)));
  const [changeUser, { loading: changing }] = useMutation(CHANGE_USER);
  const [assignRoles, { loading: assigning }] = useMutation(ASSIGN_ROLES);
  const disabled = props.user.status === 'Disabled';

  const change = async (name: 'changeEmail' | 'reset' | 'activate' | 'deactivate', done: string) => {
    try {
      await changeUser({
        variables: {
          input: {
            name,
            _id: props.user._id,
            ...(name === 'changeEmail' ? { email } : {}),
            ...(name === 'reset' ? { password } : {}),
          },
        },
      });
      toast('success', done);
      if (name === 'reset') setPassword('');
      props.onChanged();
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };

  const rename = async () => {
    try {
      await saveUser({
        variables: {
          input: {
            id: props.user._id,
            name,
            email: props.user.email,
            ...(props.companyId ? { companyId: props.companyId } : {}),
          },
        },
      });
      toast('success', t('admin.operator.profileUpdated'));
      props.onChanged();
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };

  const assign = async () => {
    try {
      await assignRoles({ variables: { ids: [props.user._id, ...picked] } });
      toast('success', t('admin.users.rolesSaved'));
      props.onChanged();
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Modal open title={`${t('admin.operator.editProfile')}: ${props.user.name}`} onClose={props.onClose}>
      <Block>
        <legend>{t('admin.common.name')}</legend>
        <input
          aria-label={t('admin.common.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button disabled={savingName || name.trim() === ''} onClick={() => void rename()}>
          {t('admin.common.save')}
        </Button>
      </Block>
      <Block>
        <legend>{t('admin.users.changeEmail')}</legend>
        <input
          type="email"
          aria-label={t('admin.common.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button disabled={changing} onClick={() => void change('changeEmail', t('admin.users.emailChanged'))}>
          {t('admin.common.save')}
        </Button>
      </Block>
      <Block>
        <legend>{t('admin.users.resetPassword')}</legend>
        <input
          type="password"
          aria-label={t('admin.users.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button
          disabled={changing || password.length === 0}
          onClick={() => void change('reset', t('admin.users.passwordReset'))}
        >
          {t('admin.users.resetPassword')}
        </Button>
      </Block>
      <Block>
        <legend>{t('admin.common.status')}</legend>
        <span>{enumLabel('userStatus', props.user.status)}</span>
        <Button
          $variant={disabled ? 'contained' : 'danger'}
          disabled={changing}
          onClick={() =>
            void change(
              disabled ? 'activate' : 'deactivate',
              disabled ? t('admin.users.activated') : t('admin.users.deactivated'),
            )
          }
        >
          {disabled ? t('admin.users.activate') : t('admin.users.deactivate')}
        </Button>
      </Block>
      <Block>
        <legend>{t('admin.users.roles')}</legend>
        <label>
          <input
            type="checkbox"
            checked={picked.size === props.roles.length && props.roles.length > 0}
            onChange={(event) =>
              setPicked(new Set(event.target.checked ? props.roles.map((role) => role._id) : []))
            }
          />
          {t('admin.users.selectAll')}
        </label>
        <RoleGrid>
          {props.roles.map((role) => (
            <label key={role._id}>
              <input type="checkbox" checked={picked.has(role._id)} onChange={() => toggle(role._id)} />
              {roleLabel(role.displayName, language)}
            </label>
          ))}
        </RoleGrid>
        <Button disabled={assigning} onClick={() => void assign()}>
          {t('admin.users.assign', { user: props.user.name })}
        </Button>
      </Block>
    </Modal>
  );
}
