import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@placement/ui';
import { usePrivateImage } from '../../../app/files/usePrivateImage';
import type { PaymentEntry } from './PaymentEntry';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  width: 180px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 160px;
    height: 160px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.hover};
  }
  span {
    overflow-wrap: anywhere;
  }
`;

/** One entry of a payment's gallery: its passport scan (fetched privately), its name or link, and Remove. */
export function PaymentEntryCard({ entry, onRemove }: { entry: PaymentEntry; onRemove: () => void }) {
  const { t } = useTranslation();
  const scan = usePrivateImage(entry.slipLink);
  return (
    <Card>
      {scan && <img src={scan} alt={t('admin.medical.scanOf', { name: entry.byLinkOrName })} />}
      {/* A Wafid link reads left to right in Arabic pages too. */}
      <span dir={entry.by === 'wafidLink' ? 'ltr' : undefined}>{entry.byLinkOrName}</span>
      <Button
        type="button"
        $variant="text"
        aria-label={t('admin.medical.removeEntry', { name: entry.byLinkOrName })}
        onClick={onRemove}
      >
        {t('admin.medical.remove')}
      </Button>
    </Card>
  );
}
