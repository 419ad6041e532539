import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink, Mail, MapPin, Phone } from '@/components/icons';
import { Container } from '@/components/ui/Container';
import { Fact, FactList, IconList } from '@/components/ui/FactList';
import { company, fullAddress, mapsSearchUrl } from '@/content/company';
import { footerQuickLinks, legalLinks } from '@/content/navigation';
import { CookiePreferencesButton } from '@/components/consent/CookiePreferencesButton';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.foot}>
      <Container>
        <div className={styles.columns}>
          <section aria-labelledby="footer-company">
            <h2 className={styles.columnTitle} id="footer-company">
              {company.legalName}
            </h2>
            <p className={styles.lead}>
              {company.tagline}: forniture, servizi industriali e noleggio mezzi a {company.address.city} dal{' '}
              {company.foundedYear}.
            </p>
            <FactList layout="inline">
              <Fact term="Partita IVA">{company.vatNumber}</Fact>
              <Fact term="REA">{company.rea}</Fact>
              <Fact term="Capitale sociale">€ {company.shareCapital} i.v.</Fact>
            </FactList>
            <IconList layout="column" className={styles.contactList}>
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
            </IconList>
          </section>

          <section aria-labelledby="footer-links">
            <h2 className={styles.columnTitle} id="footer-links">
              Link rapidi
            </h2>
            <ul className={styles.linkList}>
              {footerQuickLinks.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="footer-social">
            <h2 className={styles.columnTitle} id="footer-social">
              Seguici
            </h2>
            <p className={styles.lead}>Seguici sui social per restare aggiornato su novità, servizi e offerte.</p>
            <ul className={styles.linkList}>
              {company.social.map((social) => (
                <li key={social.network}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.network}
                    <ExternalLink size={14} aria-hidden="true" />
                    <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.bottom}>
          <nav aria-label="Informazioni legali">
            <ul className={styles.legalList}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
              <li>
                <CookiePreferencesButton />
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>
            © {year} {company.legalName} Tutti i diritti riservati.
          </p>
        </div>
      </Container>
    </footer>
  );
}
