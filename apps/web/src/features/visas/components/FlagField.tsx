import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-inline-end: 20px;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A yes/no condition of a visa (first time, good looking, write and read) as a labelled checkbox. */
export function FlagField<Values extends FieldValues>({
  register,
  name,
  label,
}: {
  register: UseFormRegister<Values>;
  name: Path<Values>;
  label: string;
}) {
  return (
    <Label>
      <input type="checkbox" {...register(name)} />
      {label}
    </Label>
  );
}
