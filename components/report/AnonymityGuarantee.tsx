import { ShieldCheck } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { report } from '@/content/report';

/** What the site itself does to keep the report anonymous (docs/product.md, decision "anonymity"). */
export function AnonymityGuarantee() {
  return (
    <Box aria-labelledby="garanzia-anonimato">
      <Title id="garanzia-anonimato">
        <ShieldCheck size={22} aria-hidden="true" />
        {report.guarantee.title}
      </Title>
      <ul>
        {report.guarantee.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.section`
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.successSurface};
  color: ${tokens.color.ink};

  ul {
    margin: ${tokens.space.sm} 0 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: ${tokens.space.xs};
  }
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.success};
`;
