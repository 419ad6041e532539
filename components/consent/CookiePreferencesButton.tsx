'use client';

import styled from 'styled-components';
import { JS_OFF, tokens } from '@/components/theme/tokens';
import { consentStore } from './consentStore';

/** Footer link that reopens the cookie choice. */
export function CookiePreferencesButton() {
  return (
    <LinkButton type="button" onClick={() => consentStore.review()}>
      Preferenze cookie
    </LinkButton>
  );
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.color.onNavy};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  /* Without scripts there is no banner to reopen. */
  ${JS_OFF} & {
    display: none;
  }

  &:hover {
    color: ${tokens.color.goldBright};
  }
`;
