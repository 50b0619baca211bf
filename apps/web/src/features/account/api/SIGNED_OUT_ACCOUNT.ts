import { graphql } from '../../../app/graphql/graphql';

// The signed-out account calls of spec 01 §7: registration request, reset link, new password, e-mail
// verification and its resend. The API answers each with a message in English; the pages say it in the
// page's language instead.

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    recaptchaRegister(input: $input) {
      _id
    }
  }
`);

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      message
    }
  }
`);

export const RESET_USER_PASSWORD = graphql(`
  mutation ResetUserPassword($input: ResetUserPasswordInput!) {
    resetUserPassword(input: $input) {
      message
    }
  }
`);

export const VERIFY_EMAIL = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      message
    }
  }
`);

export const RESEND_VERIFICATION_EMAIL = graphql(`
  mutation ResendVerificationEmail($id: ID!) {
    resendVerificationEmail(id: $id) {
      message
    }
  }
`);
