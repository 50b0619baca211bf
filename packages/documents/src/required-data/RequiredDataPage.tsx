import { REQUIRED_DATA_MESSAGE } from '@placement/domain';
import type { DocumentPage } from '../DocumentPage';
import { column, flex, MUTED, pageStyle } from '../shared/printStyle';

/**
 * What the contract translation and the Kuwait contract print instead of a contract when a required part is
 * missing (spec 02 §4 and §8): the one message, on the contract's own paper, so the user sees why.
 */
export function RequiredDataPage({ page, document }: { page: DocumentPage; document: string }) {
  return (
    <div
      style={{ ...pageStyle(page.width, page.height, 80), alignItems: 'center', justifyContent: 'center' }}
    >
      <div style={{ ...column, alignItems: 'center' }}>
        <div style={{ ...flex, fontSize: 44, fontWeight: 700 }}>{REQUIRED_DATA_MESSAGE}</div>
        <div style={{ ...flex, fontSize: 24, color: MUTED, marginTop: 20 }}>{document}</div>
      </div>
    </div>
  );
}
