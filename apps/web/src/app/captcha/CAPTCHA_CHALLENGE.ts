import { graphql } from '../graphql/graphql';

export const CAPTCHA_CHALLENGE = graphql(`
  query CaptchaChallenge {
    captchaChallenge {
      algorithm
      challenge
      maxnumber
      salt
      signature
    }
  }
`);
