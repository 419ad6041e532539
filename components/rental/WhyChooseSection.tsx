import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { Icon } from '@/components/icons';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';

export function WhyChooseSection() {
  const { why } = rental;
  return (
    <Section headingId="perche-titolo" eyebrow={why.eyebrow} title={why.title} intro={why.intro}>
      <Points>
        {why.points.map((point) => (
          <li key={point.title}>
            <span aria-hidden="true">
              <Icon name={point.icon} size={24} />
            </span>
            <div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </Points>
      <AboutLink href={pages.about.path}>{why.aboutLink}</AboutLink>
    </Section>
  );
}

const Points = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${tokens.space.xl};
  }

  li {
    display: flex;
    gap: ${tokens.space.md};
  }

  p {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.muted};
  }

  /* Icon badge and title: styled here, once, rather than as styled components per point. */
  li > span {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.navy};
    color: ${tokens.color.goldBright};
  }

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize.lg};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }
`;

const AboutLink = styled(SiteLink)`
  display: inline-block;
  margin-top: ${tokens.space.xl};
  font-weight: 700;
  color: ${tokens.color.navy};
  text-underline-offset: 4px;

  &:hover {
    color: ${tokens.color.goldText};
  }
`;
