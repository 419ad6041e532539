import styled from 'styled-components';
import { JS_OFF, tokens } from '@/components/theme/tokens';
import { CookiePreferencesIsland } from './CookiePreferencesIsland';

/**
 * Footer link that reopens the cookie choice. Its look is made here, on the server, so the script
 * every page loads carries only the click.
 */
export function CookiePreferencesButton() {
  return (
    <Slot>
      <CookiePreferencesIsland />
    </Slot>
  );
}

/** No box of its own: it only carries the button's styles. */
const Slot = styled.span`
  display: contents;

  & > button {
    padding: 0;
    border: 0;
    background: none;
    color: ${tokens.color.onNavy};
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }

  /* Without scripts there is no banner to reopen. */
  ${JS_OFF} & > button {
    display: none;
  }

  & > button:hover {
    color: ${tokens.color.goldBright};
  }
`;
