import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { rental } from '@/content/rental';

/** The figures band: 20+ vehicles, 20+ years, 800+ clients, 24/7 assistance (docs/product.md, "Fixed figures"). */
export function FiguresStrip() {
  const { figures } = rental;
  return (
    <Band aria-labelledby="cifre-titolo" data-tone="navy">
      <Container>
        <h2 id="cifre-titolo" className="visually-hidden">
          {figures.title}
        </h2>
        <Figures>
          {figures.items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </Figures>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavy};
  padding-block: ${tokens.space.xxl};
  border-block: 4px solid ${tokens.color.gold};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.lg};
  margin: 0;

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    text-align: center;
  }

  dt {
    color: ${tokens.color.onNavyMuted};
  }

  dd {
    margin: 0;
    font-size: clamp(2.25rem, 1.8rem + 2vw, 3rem);
    font-weight: 800;
    line-height: 1.1;
    color: ${tokens.color.goldBright};
  }
`;
