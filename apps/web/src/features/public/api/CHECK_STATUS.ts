import { graphql } from '../../../app/graphql/graphql';

// The public status lookup (spec 02 §2.5): the answer is the employee's name and current status only.
export const CHECK_STATUS = graphql(`
  mutation CheckStatus($input: CheckStatusInput!) {
    recaptchaCheckStatus(input: $input) {
      name
      status
    }
  }
`);
