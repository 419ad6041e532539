import styled from 'styled-components';
import { CONSENT_SPACE_VAR } from '@/lib/consent';
import { media, tokens } from '@/components/theme/tokens';

/** Says a newer build is installed and waiting; "Aggiorna" lets it take over (OfflineSupport). */
export default function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  return (
    <Notice role="status">
      <span>Nuova versione disponibile</span>
      <button type="button" onClick={onUpdate}>
        Aggiorna
      </button>
    </Notice>
  );
}

// On a phone it keeps clear of the scroll-to-top button in the bottom right corner; wider, centred.
// Above the open cookie banner: its height comes from <body> (consentRoom).
const Notice = styled.div`
  position: fixed;
  z-index: 45;
  ${CONSENT_SPACE_VAR}: inherit;
  left: ${tokens.space.md};
  right: calc(${tokens.space.lg} + ${tokens.layout.floatingButton} + ${tokens.space.sm});
  bottom: calc(${tokens.space.lg} + var(${CONSENT_SPACE_VAR}, 0px));
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};

  ${media.md} {
    left: 50%;
    right: auto;
    transform: translateX(-50%);
  }
  padding: ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavy};
  box-shadow: ${tokens.shadow.raised};

  button {
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border: 0;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
    font-weight: 700;
    cursor: pointer;
  }
`;
