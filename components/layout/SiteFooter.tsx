import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink, Mail, MapPin, Phone } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { company, fullAddress, mapsSearchUrl } from '@/content/company';
import { footerQuickLinks, legalLinks } from '@/content/navigation';
import { CookiePreferencesButton } from '@/components/consent/CookiePreferencesButton';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Foot>
      <Container>
        <Columns>
          <Column aria-labelledby="footer-company">
            <ColumnTitle id="footer-company">{company.legalName}</ColumnTitle>
            <Lead>
              {company.tagline}: forniture, servizi industriali e noleggio mezzi a {company.address.city} dal{' '}
              {company.foundedYear}.
            </Lead>
            <Details>
              <div>
                <dt>Partita IVA</dt>
                <dd>{company.vatNumber}</dd>
              </div>
              <div>
                <dt>REA</dt>
                <dd>{company.rea}</dd>
              </div>
              <div>
                <dt>Capitale sociale</dt>
                <dd>€ {company.shareCapital} i.v.</dd>
              </div>
            </Details>
            <ContactList>
              <li>
                <MapPin size={18} aria-hidden="true" />
                <a href={mapsSearchUrl} target="_blank" rel="noopener noreferrer">
                  {fullAddress}
                  <span className="visually-hidden"> (apre la mappa in una nuova scheda)</span>
                </a>
              </li>
              <li>
                <Phone size={18} aria-hidden="true" />
                <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
              </li>
              <li>
                <Mail size={18} aria-hidden="true" />
                <a href={`mailto:${company.email.info}`}>{company.email.info}</a>
              </li>
            </ContactList>
          </Column>

          <Column aria-labelledby="footer-links">
            <ColumnTitle id="footer-links">Link rapidi</ColumnTitle>
            <LinkList>
              {footerQuickLinks.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </LinkList>
          </Column>

          <Column aria-labelledby="footer-social">
            <ColumnTitle id="footer-social">Seguici</ColumnTitle>
            <Lead>Seguici sui social per restare aggiornato su novità, servizi e offerte.</Lead>
            <LinkList>
              {company.social.map((social) => (
                <li key={social.network}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.network}
                    <ExternalLink size={14} aria-hidden="true" />
                    <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                  </a>
                </li>
              ))}
            </LinkList>
          </Column>
        </Columns>

        <Bottom>
          <nav aria-label="Informazioni legali">
            <LegalList>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
              <li>
                <CookiePreferencesButton />
              </li>
            </LegalList>
          </nav>
          <Copyright>
            © {year} {company.legalName} Tutti i diritti riservati.
          </Copyright>
        </Bottom>
      </Container>
    </Foot>
  );
}

const Foot = styled.footer`
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavyMuted};
  padding-block: ${tokens.space.xxl} ${tokens.space.xl};

  a {
    color: ${tokens.color.onNavy};
    text-underline-offset: 3px;
  }

  a:hover {
    color: ${tokens.color.goldBright};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.xl};

  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const Column = styled.section``;

const ColumnTitle = styled.h2`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.onNavy};
`;

const Lead = styled.p`
  margin: 0 0 ${tokens.space.md};
`;

const Details = styled.dl`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0 0 ${tokens.space.md};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${tokens.space.sm};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    color: ${tokens.color.onNavy};
  }
`;

const ContactList = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${tokens.color.goldBright};
  }

  a {
    overflow-wrap: anywhere;
  }
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.xs};
    min-height: 32px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.xxl};
  padding-top: ${tokens.space.lg};
  border-top: 1px solid ${tokens.color.navySoft};

  ${media.lg} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

const Copyright = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.sm};
`;
