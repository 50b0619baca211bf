import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, useToast } from '@placement/ui';
import { CHANGE_PASSWORD } from '../api/MY_ACCOUNT';

/** Old, new and confirm password; the server checks the old one and the rules, and says what is wrong. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState({ oldPassword: '', password: '', confirmPassword: '' });
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Pressed while blocked: the reason beside the button already says what is missing.
    if (disabledReason !== null) return;
    try {
      await changePassword({ variables: { input: values } });
      toast('success', t('admin.profile.passwordChanged'));
      setValues({ oldPassword: '', password: '', confirmPassword: '' });
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };
  const disabledReason = loading
    ? t('admin.operator.saving')
    : Object.values(values).some((value) => value === '')
      ? t('admin.operator.fillPasswords')
      : null;
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <label>
      {label}
      <input
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        required
      />
    </label>
  );
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('admin.profile.changePassword')}>
      {field('oldPassword', t('admin.profile.oldPassword'), 'current-password')}
      {field('password', t('admin.profile.password'), 'new-password')}
      {field('confirmPassword', t('admin.profile.confirmPassword'), 'new-password')}
      <SubmitButton blocked={disabledReason !== null} busy={loading} reason={disabledReason ?? undefined}>
        {t('admin.profile.changePassword')}
      </SubmitButton>
    </form>
  );
}
