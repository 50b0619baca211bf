import styled from 'styled-components';

/**
 * The frame of a signed-out form page (sign in, register, forgot and reset password, e-mail verification, status
 * lookup): one narrow card in the middle of the page, its fields in one column, its links below.
 */
export const FormCard = styled.main<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? 560 : 420)}px;
  margin: 48px auto;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  nav {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    margin-top: 16px;
    flex-wrap: wrap;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.error};
  }
  @media (max-width: 480px) {
    margin: 16px 8px;
    padding: 16px;
  }
`;
