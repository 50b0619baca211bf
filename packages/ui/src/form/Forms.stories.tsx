import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  RELIGIONS,
  SKILLS,
  dateLimits,
  label,
  registrationFormSchema,
  registrationPhone,
  signInFormSchema,
  type RegistrationForm,
  type SignInForm,
} from '@placement/domain';
import { Button } from '../display/Button';
import { DateField } from './DateField';
import { MultiSelectField } from './MultiSelectField';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

// Forms as the web app builds them: react-hook-form with the domain's zod schemas and their messages.
function SignIn({ onSubmit }: { onSubmit: (form: SignInForm) => void }) {
  const { control, handleSubmit, formState } = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} style={{ maxWidth: 360, padding: 24 }} noValidate>
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField control={control} name="password" label="Password" />
      <Button type="submit" disabled={!formState.isValid}>
        Sign In
      </Button>
    </form>
  );
}

function Register({
  onSubmit,
  lang = 'en',
}: {
  onSubmit: (form: RegistrationForm & { sentPhone: string }) => void;
  lang?: 'en' | 'ar';
}) {
  const { control, handleSubmit, formState } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onChange',
    defaultValues: { country: '', phone: '', name: '', email: '', message: '' },
  });
  return (
    <form
      onSubmit={handleSubmit((form) => {
        const dial = { Ethiopia: '251', 'Saudi Arabia': '966' }[form.country] ?? '';
        onSubmit({ ...form, sentPhone: registrationPhone(dial, form.phone) });
      })}
      style={{ maxWidth: 480, padding: 24 }}
      noValidate
    >
      <PhoneField
        control={control}
        countryName="country"
        phoneName="phone"
        label="Phone"
        countryLabel={(entry) => (lang === 'en' ? entry.label : label('country', entry.country, lang))}
      />
      <TextField control={control} name="name" label="Company Name" />
      <TextField control={control} name="email" label="Email" type="email" />
      <TextField control={control} name="message" label="Message" multiline />
      <Button type="submit" disabled={!formState.isValid}>
        Register
      </Button>
    </form>
  );
}

const employeeSchema = z.object({
  religion: z.string().min(1, 'Required'),
  skills: z.array(z.string()),
  dateOfBirth: z.string().min(1, 'Required'),
  passportIssueDate: z.string(),
});
type EmployeeFields = z.infer<typeof employeeSchema>;

function Employee({
  lang,
  onSubmit,
}: {
  lang: 'en' | 'ar' | 'am';
  onSubmit: (form: EmployeeFields) => void;
}) {
  const { control, handleSubmit } = useForm<EmployeeFields>({
    resolver: zodResolver(employeeSchema),
    defaultValues: { religion: '', skills: [], dateOfBirth: '', passportIssueDate: '2020-06-15' },
  });
  const birth = dateLimits('dateOfBirth');
  const issue = dateLimits('passportIssue');
  return (
    <form onSubmit={handleSubmit(onSubmit)} style={{ maxWidth: 640, padding: 24 }} noValidate>
      <SelectField
        control={control}
        name="religion"
        label="Religion"
        placeholder="—"
        options={RELIGIONS.map((value) => ({ value, label: label('religion', value, lang) }))}
      />
      <MultiSelectField
        control={control}
        name="skills"
        label="Skills"
        options={SKILLS.map((value) => ({ value, label: label('skill', value, lang) }))}
      />
      <DateField
        control={control}
        name="dateOfBirth"
        label="Date of Birth"
        min={birth.min}
        max="2006-12-31"
      />
      <DateField
        control={control}
        name="passportIssueDate"
        label="Passport Issue Date"
        min={issue.min}
        max={issue.max}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

interface Args {
  onSubmit: (form: unknown) => void;
}

const meta: Meta<Args> = {
  title: 'Form/Fields',
  args: { onSubmit: fn() },
};
export default meta;
type Story = StoryObj<Args>;

export const SignInWithPasswordToggle: Story = {
  render: (args) => <SignIn onSubmit={args.onSubmit} />,
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'abc');
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'agent@habesha.et');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, '12345');
    await expect(await canvas.findByText('Must be 6 characters at minimum')).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, '6');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: 'agent@habesha.et', password: '123456' },
        expect.anything(),
      ),
    );
  },
};

export const RegisterWithCountryPicker: Story = {
  render: (args) => <Register onSubmit={args.onSubmit} />,
  play: async ({ canvas, args }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country.querySelectorAll('option')).toHaveLength(12);
    await userEvent.selectOptions(country, 'Ethiopia');
    await expect(canvas.getByText('+251')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '9112345678901');
    await expect(await canvas.findByText('Must be 12 characters or less')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '911234567');
    await userEvent.type(canvas.getByLabelText('Company Name'), 'Habesha Agency');
    await userEvent.type(canvas.getByLabelText('Email'), 'info@habesha.et');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ country: 'Ethiopia', sentPhone: '251911234567' }),
      ),
    );
  },
};

export const EmployeeFieldsByKeyboard: Story = {
  render: (args) => <Employee lang="en" onSubmit={args.onSubmit} />,
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Religion'), 'christian');
    const all = canvas.getByRole('checkbox', { name: 'All' });
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cooking' }));
    await expect(all).not.toBeChecked();
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);

    const birth = canvas.getByLabelText('Date of Birth');
    await expect(birth).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: /^Date of Birth:/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'Date of Birth' });
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '1995');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: '08-Mar-1995' }));
    await expect(dialog).not.toBeInTheDocument();
    await expect(birth).toHaveValue('08-Mar-1995');

    // The passport issue picker stops at the domain's limits: 2012-01-01 to 2026-12-31.
    await userEvent.click(canvas.getByRole('button', { name: /^Passport Issue Date:/ }));
    const years = canvas.getByRole('combobox', { name: 'Year' }).querySelectorAll('option');
    await expect(years[0]).toHaveTextContent('2026');
    await expect(years[years.length - 1]).toHaveTextContent('2012');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ religion: 'christian', dateOfBirth: '1995-03-08', skills: SKILLS.slice() }),
        expect.anything(),
      ),
    );
  },
};

export const ArabicDark: Story = {
  globals: { language: 'ar', mode: 'dark' },
  render: (args) => <Employee lang="ar" onSubmit={args.onSubmit} />,
};

export const RegisterRightToLeft: Story = {
  globals: { language: 'ar' },
  render: (args) => <Register lang="ar" onSubmit={args.onSubmit} />,
};
