import { useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import styled, { keyframes } from 'styled-components';
import { filterCompanyOptions, type PickerCompany } from '@placement/domain';
import { useUiText } from '../theme/UiProvider';
import { Input } from './FieldFrame';

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 220px;
  label {
    font-weight: 700;
    font-size: 13px;
  }
`;

const InputRow = styled.div`
  position: relative;
  input {
    padding-inline-end: 36px;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Sits at the end of the field, so it moves to the left in right-to-left pages.
const Spinner = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: 10px;
  width: 18px;
  height: 18px;
  margin-block-start: -9px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

const List = styled.ul<{ $open: boolean }>`
  position: absolute;
  z-index: 20;
  inset-block-start: 100%;
  inset-inline: 0;
  max-height: 280px;
  overflow-y: auto;
  margin: 4px 0 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.15);
  display: ${({ $open }) => ($open ? 'block' : 'none')};
`;

const Item = styled.li<{ $highlighted: boolean; $selected: boolean }>`
  padding: 8px 12px;
  cursor: pointer;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.hover : 'transparent')};
`;

// Outside the listbox (a listbox may hold only options), placed where the list would open.
const Empty = styled.p`
  position: absolute;
  z-index: 20;
  inset-block-start: 100%;
  inset-inline: 0;
  margin: 4px 0 0;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export interface CompanyPickerProps {
  label: string;
  /** The choices, already in order (domain companyPickerOptions adds 'All' and the user's own company). */
  options: readonly PickerCompany[];
  /** The chosen company's id, or null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** The companies are still being fetched. */
  loading?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * The 'Company' picker of spec 02 §2.9: type to narrow the list, arrows and Enter to choose. A spinner turns
 * while the companies load, and while there are none to offer.
 */
export function CompanyPicker({
  label,
  options,
  value,
  onChange,
  loading = false,
  placeholder,
  id,
}: CompanyPickerProps) {
  const text = useUiText();
  const selectedItem = useMemo(
    () => options.find((option) => option._id === value) ?? null,
    [options, value],
  );
  const [typed, setTyped] = useState<string | null>(null);
  // While the user types, the list narrows to what they typed; otherwise (closed or just opened) it shows all.
  const items = useMemo(() => filterCompanyOptions(options, typed ?? ''), [options, typed]);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<PickerCompany>({
      id,
      items,
      selectedItem,
      itemToString: (item) => item?.displayName ?? '',
      itemToKey: (item: PickerCompany | null) => item?._id,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setTyped(inputValue);
      },
      onSelectedItemChange: ({ selectedItem: chosen }) => {
        setTyped(null);
        onChange(chosen?._id ?? null);
      },
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setTyped(null);
      },
    });
  const busy = loading || options.length === 0;
  return (
    <Wrap>
      <label {...getLabelProps()}>{label}</label>
      <InputRow>
        <Input {...getInputProps({ placeholder, 'aria-busy': busy })} />
        {busy && (
          <Spinner role="status">
            <VisuallyHidden>{text.loading}</VisuallyHidden>
          </Spinner>
        )}
      </InputRow>
      <List $open={isOpen && !busy && items.length > 0} {...getMenuProps()}>
        {isOpen &&
          !busy &&
          items.map((item, index) => (
            <Item
              key={item._id}
              $highlighted={highlightedIndex === index}
              $selected={selectedItem?._id === item._id}
              {...getItemProps({ item, index })}
            >
              {item.displayName}
            </Item>
          ))}
      </List>
      {isOpen && !busy && items.length === 0 && <Empty role="status">{text.noMatch}</Empty>}
    </Wrap>
  );
}
