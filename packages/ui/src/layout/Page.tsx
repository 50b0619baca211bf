import styled from 'styled-components';

/**
 * A page's framed section (the entry's Personal Information, a visa's fields, the profile's forms): a heading
 * and its content on the surface colour. `$inactive` greys a section that applies only once something else is
 * chosen, without hiding it.
 */
export const Panel = styled.section<{ $inactive?: boolean }>`
  margin-block-end: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $inactive }) => ($inactive ? 0.45 : 1)};
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
`;

/** Form fields in as many columns of at least `$min` pixels (220 by default) as the width holds. */
export const FieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 220 }) => $min}px, 1fr));
  gap: 4px 16px;
`;

/** The bar above a page's content: its back link or title on the reading side, its actions on the other. */
export const PageBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
  margin-block-end: 12px;
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
