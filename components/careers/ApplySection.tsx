import { Mail } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { careers } from '@/content/careers';
import { careersForm } from '@/content/careersForm';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import type { Position } from '@/content/positions';
import { CareersForm } from './CareersForm';

/** 'How to apply' beside the application form; `open`: the positions open at the build, which the form offers. */
export function ApplySection({ open = [] }: { open?: readonly Position[] }) {
  const { howToApply } = careers;
  return (
    <Section id="candidatura" headingId="candidatura-titolo" title={careersForm.form.title} tone="warm">
      <Layout>
        <HowTo aria-labelledby="come-candidarsi">
          <h3 id="come-candidarsi">{howToApply.title}</h3>
          <ol>
            {howToApply.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <Mail size={18} aria-hidden="true" /> {howToApply.directly}{' '}
            <a href={`mailto:${company.email.hr}`}>{company.email.hr}</a>.
          </p>
        </HowTo>
        <CareersForm
          hrEmail={company.email.hr}
          privacyHref={pages.privacy.path}
          positions={open.map(({ slug, title, validThrough }) => ({
            slug,
            title,
            ...(validThrough ? { validThrough } : {}),
          }))}
        />
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const HowTo = styled.aside`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  border-top: 4px solid ${tokens.color.gold};
  background: ${tokens.color.navy};
  color: ${tokens.color.onNavyMuted};

  h3 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.fontSize.h3};
    color: ${tokens.color.onNavy};
  }

  ol {
    margin: 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: ${tokens.space.sm};
  }

  p {
    margin: ${tokens.space.lg} 0 0;
    overflow-wrap: anywhere;
  }

  svg {
    vertical-align: -3px;
    color: ${tokens.color.goldBright};
  }

  a {
    color: ${tokens.color.onNavy};
    font-weight: 700;
  }

  a:focus-visible {
    outline-color: ${tokens.color.goldBright};
  }
`;
