import styled from 'styled-components';

// The layout the CV lists share (the company's own list, premium or not, and an agency's public list for one
// agent), so the lists look the same wherever a foreign agent meets them.

export const CvListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-block-end: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
  }
`;

export const CvGrid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(380px, 100%), 1fr));
  gap: 12px;
  margin-block-end: 12px;
`;

export const CvListEmpty = styled.div`
  padding: 48px 16px;
  text-align: center;
  h2 {
    margin: 0 0 16px;
  }
`;
