import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { AnonymityGuarantee } from './AnonymityGuarantee';
import { AnonymousReportForm } from './AnonymousReportForm';

/** The centred report card on a warm band; the card carries the section's heading. */
export function ReportSection() {
  return (
    <Band aria-labelledby="segnalazione-titolo">
      <Container>
        <AnonymousReportForm guarantee={<AnonymityGuarantee />} />
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${tokens.space.section};
  background: ${tokens.color.surfaceWarm};
`;
